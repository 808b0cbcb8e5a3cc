// The demo module's public entry: the seeder of the demo account the README names, built by the composition root.
export { createDemoSeeder, type DemoSeeder } from './seed-demo.ts';
