// The great-circle distance lives in the contracts (one formula, one radius); the geocoders, the router and the trip
// planner reach it here with the point type they share.
export { haversineKm, type LatLon } from '@ww/contracts';
