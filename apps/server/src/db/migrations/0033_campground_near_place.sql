-- Every campground has a name a person can use (issue 25, point 7; decision 049): a site without a name (a fifth of
-- OpenStreetMap's) is shown by its kind and its nearest town, "Campsite near Ambleside". The town is found offline
-- (the bundled GeoNames towns of 1,000+ people, within 100 km) on a worker thread when the site is loaded or
-- imported, and stored here; null on a named site, or where no town is that close.
alter table campgrounds add column near_place text check (length(near_place) between 1 and 200);

-- Sites loaded before this column existed are labelled in the background after a start, in short batches; this
-- index finds the ones still to do at once (empty once they are done, but for the few with no town within reach).
create index campgrounds_unlabelled_idx on campgrounds (id) where name is null and near_place is null;
