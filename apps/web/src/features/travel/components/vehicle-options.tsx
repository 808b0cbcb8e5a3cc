import type { Vehicle } from '@ww/contracts';

/** The options of a rig picker: "none" first (its label in the caller's words), then the user's rigs by name. */
export function VehicleOptions({
  vehicles,
  noneLabel,
}: {
  vehicles: readonly Pick<Vehicle, 'id' | 'name'>[];
  noneLabel: string;
}) {
  return (
    <>
      <option value="">{noneLabel}</option>
      {vehicles.map((v) => (
        <option key={v.id} value={v.id}>
          {v.name}
        </option>
      ))}
    </>
  );
}
