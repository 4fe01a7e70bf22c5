import { RESOURCES } from '../../resources';
import { createRegistry } from './registry';

/** The panel's registry: everything derived from resources/index.ts's list. */
export const panelRegistry = createRegistry(RESOURCES);
