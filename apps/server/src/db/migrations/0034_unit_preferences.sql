-- Units as people in each region use them (issue 23, point 1; decision 050). The one imperial/metric switch becomes
-- separate preferences for distance, fuel volume, consumption, temperature, lengths and weights. `units` stays as
-- their summary (SPEC §2). Existing settings move without loss: metric keeps km, litres, L/100 km, °C, m and kg;
-- imperial becomes the United Kingdom's units for a British user (region GB or pounds sterling) and the United
-- States' otherwise, which is what imperial showed them until now (miles, US gallons, US mpg, °F, ft, lb).
update user_settings s
set regional_preferences = s.regional_preferences || (
  case
    when coalesce(s.regional_preferences ->> 'units', 'imperial') = 'metric' then
      '{"distance_unit":"km","volume_unit":"L","consumption_unit":"l_100km","temperature_unit":"c","length_unit":"m","weight_unit":"kg"}'::jsonb
    when s.regional_preferences ->> 'currency' = 'GBP'
      or exists (select 1 from profiles p where p.user_id = s.user_id and p.region = 'GB') then
      '{"distance_unit":"mi","volume_unit":"L","consumption_unit":"mpg_imp","temperature_unit":"c","length_unit":"ft","weight_unit":"kg"}'::jsonb
    else
      '{"distance_unit":"mi","volume_unit":"gal","consumption_unit":"mpg","temperature_unit":"f","length_unit":"ft","weight_unit":"lb"}'::jsonb
  end
);

-- A fill-up can be typed in imperial gallons, and is kept so ('imp_gal').
alter table fuel_log drop constraint fuel_log_entered_unit_check;
alter table fuel_log add constraint fuel_log_entered_unit_check check (entered_unit in ('L', 'gal', 'imp_gal'));

-- A maintenance interval is kept in the unit it was typed in: "every 5,000 mi" shows as 5,000 mi, not 4,971 or
-- 8,047 km. every_km stays the figure reminders compute with; null for schedules made before (typed in km then).
alter table maintenance_schedules
  add column every_distance_entered numeric(12, 3) check (every_distance_entered > 0),
  add column every_distance_unit text check (every_distance_unit in ('km', 'mi')),
  add constraint maintenance_schedules_every_distance_entered check (
    (every_distance_entered is null) = (every_distance_unit is null)
  );
