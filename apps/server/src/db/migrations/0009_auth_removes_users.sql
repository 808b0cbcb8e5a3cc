-- app_auth may remove a user (its rows go with it through the foreign keys' cascades). First use: a demo account
-- whose seeding failed half-way is removed, so the next start seeds it again from scratch.
grant delete on users to app_auth;
