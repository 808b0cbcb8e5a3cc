-- Wheels: a fill-up may say its odometer was reset or that it is the first of a new rig. Readings must otherwise
-- follow the dates (checked by the server); a reset starts a new segment of the consumption statistics.

alter table fuel_log add column odometer_reset boolean not null default false;
