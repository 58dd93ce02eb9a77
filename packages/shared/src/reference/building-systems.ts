import { optionIds } from './options';

/** Flooring, parking, cooling and heating (spec: "also captured"); lists are ours. */
export const FLOORING_TYPES = [
  { id: 'hardwood', label: 'Hardwood' },
  { id: 'engineered-wood', label: 'Engineered wood' },
  { id: 'laminate', label: 'Laminate' },
  { id: 'tile', label: 'Tile' },
  { id: 'stone', label: 'Stone' },
  { id: 'carpet', label: 'Carpet' },
  { id: 'vinyl', label: 'Vinyl' },
  { id: 'concrete', label: 'Concrete' },
  { id: 'other', label: 'Other' },
] as const;
export const FLOORING_TYPE_IDS = optionIds(FLOORING_TYPES);

export const PARKING_TYPES = [
  { id: 'attached-garage', label: 'Attached garage' },
  { id: 'detached-garage', label: 'Detached garage' },
  { id: 'carport', label: 'Carport' },
  { id: 'driveway', label: 'Driveway' },
  { id: 'assigned-space', label: 'Assigned space' },
  { id: 'street', label: 'Street parking' },
  { id: 'ev-charging', label: 'EV charging' },
  { id: 'none', label: 'No parking' },
] as const;
export const PARKING_TYPE_IDS = optionIds(PARKING_TYPES);

export const COOLING_TYPES = [
  { id: 'central-air', label: 'Central air' },
  { id: 'ductless-mini-split', label: 'Ductless mini-split' },
  { id: 'window-units', label: 'Window units' },
  { id: 'evaporative', label: 'Evaporative cooler' },
  { id: 'ceiling-fans', label: 'Ceiling fans' },
  { id: 'none', label: 'None' },
] as const;
export const COOLING_TYPE_IDS = optionIds(COOLING_TYPES);

export const HEATING_TYPES = [
  { id: 'forced-air', label: 'Forced air' },
  { id: 'heat-pump', label: 'Heat pump' },
  { id: 'radiant-floor', label: 'Radiant floor' },
  { id: 'baseboard', label: 'Baseboard' },
  { id: 'boiler-radiators', label: 'Boiler and radiators' },
  { id: 'fireplace', label: 'Fireplace' },
  { id: 'none', label: 'None' },
] as const;
export const HEATING_TYPE_IDS = optionIds(HEATING_TYPES);
