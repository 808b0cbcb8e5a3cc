-- Wheels: a fill-up keeps its volume and price as typed, in the unit they were typed in (litres or US gallons), so
-- 6.40 per gallon is shown as 6.40/gal, not as a per-litre price converted back. volume_l and price_per_l stay the
-- litre figures the statistics use. Fill-ups logged before this have no typed unit (null) and show their litres.

alter table fuel_log
  add column entered_unit text check (entered_unit in ('L', 'gal')),
  add column entered_volume numeric(10, 3) check (entered_volume > 0),
  add column entered_price numeric(10, 3) check (entered_price > 0),
  add constraint fuel_log_entered_unit check (
    (entered_unit is null) = (entered_volume is null) and (entered_price is null or entered_unit is not null)
  );
