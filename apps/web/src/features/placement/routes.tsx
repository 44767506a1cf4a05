/* The placement screen, loaded lazily by the router. */
export { PlacementPage } from './placement-page';
