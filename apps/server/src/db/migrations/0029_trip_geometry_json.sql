-- A trip's geometry (up to 50,000 points, about 1 MB of text) and its plan are stored as json, uncompressed
-- (decision 046). jsonb turns every coordinate into a numeric and the text is compressed: on PGlite, whose database
-- runs on the server's own thread, writing one 50,000-point trip took 120-450 ms and reading it 35-160 ms, holding
-- every other request. As json it is checked and stored as the text it is (about 30 ms to write, 5-10 ms to read).
-- Nothing queries inside them: the server only writes and reads them whole.

alter table trips drop constraint trips_geometry_check;
alter table trips alter column geometry drop default;
alter table trips alter column geometry type json using geometry::json;
alter table trips alter column geometry set default '[]';
alter table trips add constraint trips_geometry_check check (json_typeof(geometry) = 'array');
alter table trips alter column geometry set storage external;

alter table trips alter column plan type json using plan::json;
alter table trips alter column plan set storage external;
