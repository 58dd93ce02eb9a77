// The places module's public surface.
export { placesRoutes } from './places.routes';
export { resolvePlace, zipsOfPlace } from './places.service';
export { gazetteer, usZipPlace } from './gazetteer';
export { localPlaceNames } from './local-place-names';
