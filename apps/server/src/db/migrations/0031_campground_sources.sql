-- Campgrounds across Europe and the US (issue 23, decision 047): US federal campgrounds from the Recreation
-- Information Database ('ridb') join OpenStreetMap's, and every imported site has an id in its source (source_id):
-- the OSM id, 'wpt/<hash>' for an OpenStreetMap waypoint published without one, or the RIDB facility id. Imports
-- upsert by (source, source_id); osm_id stays the OpenStreetMap id, null where there is none.

alter table campgrounds drop constraint campgrounds_source_check;
alter table campgrounds add constraint campgrounds_source_check check (source in ('osm', 'ridb', 'user'));
alter table campgrounds add column source_id text check (length(source_id) between 1 and 100);
update campgrounds set source_id = osm_id where source = 'osm';
-- Was: an OSM row has an osm_id and only an OSM row has one.
alter table campgrounds drop constraint campgrounds_check;
alter table campgrounds add constraint campgrounds_source_id_presence check ((source = 'user') = (source_id is null));
alter table campgrounds add constraint campgrounds_osm_id_source check (osm_id is null or source = 'osm');
alter table campgrounds add constraint campgrounds_source_key unique (source, source_id);

drop policy campgrounds_import on campgrounds;
create policy campgrounds_import on campgrounds for all to app_campground_import
  using (source in ('osm', 'ridb')) with check (source in ('osm', 'ridb') and created_by is null);

-- The bundled data sets (apps/server/data) and how far the first start's background load has got: each batch of
-- sites is written in its own transaction together with its new `loaded`, so a stopped load resumes where it was.
-- A new `version` (the file's SHA-256) loads the set again over the rows it has.
create table campground_datasets (
  name text primary key check (name ~ '^[a-z0-9-]{1,60}$'),
  version text not null,
  total integer not null check (total >= 0),
  loaded integer not null default 0 check (loaded between 0 and total),
  started_at timestamptz not null default now(),
  completed_at timestamptz
);
alter table campground_datasets enable row level security;
alter table campground_datasets force row level security;
grant select on campground_datasets to app_user;
grant select, insert, update on campground_datasets to app_campground_import;
-- Public progress (health, the campground search) that any role may read; only the importer writes it.
create policy campground_datasets_read on campground_datasets for select using (true);
create policy campground_datasets_import on campground_datasets for all to app_campground_import
  using (true) with check (true);
