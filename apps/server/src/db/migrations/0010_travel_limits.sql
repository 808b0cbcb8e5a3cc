-- The daily driving limit is 50-2,000 km (TRIP_LIMITS in packages/contracts): a tiny limit made the trip planner
-- split a route into millions of days. Rows saved before the bound are brought within it first; the owner does
-- that without row-level security for the one statement, then the table is forced under it again.
alter table travel_preferences no force row level security;
update travel_preferences set daily_limit_km = least(greatest(daily_limit_km, 50), 2000)
  where daily_limit_km < 50 or daily_limit_km > 2000;
alter table travel_preferences force row level security;
alter table travel_preferences add constraint travel_preferences_daily_limit_km_range
  check (daily_limit_km between 50 and 2000);
