import type { PamTool } from '../assistant.types.ts';
import type { ToolServices } from './kit.ts';
import { travelCampgroundManageTools } from './travel-campground-manage-tools.ts';
import { travelCampgroundTools } from './travel-campground-tools.ts';
import { travelDriveTools } from './travel-drive-tools.ts';
import { travelFuelTools } from './travel-fuel-tools.ts';
import { travelWeatherTools } from './travel-weather-tools.ts';

/** Travel: distances, planned drives, fuel costs, campgrounds, the weather and the user's location. */
export function travelTools(s: ToolServices): PamTool[] {
  return [
    ...travelDriveTools(s),
    ...travelFuelTools(s),
    ...travelCampgroundTools(s),
    ...travelCampgroundManageTools(s),
    ...travelWeatherTools(s),
  ];
}
