import type { ResourceModule } from '../src/registry/resourceModule';

/*
 * Every resource folder's `index.ts` default-exports its module (or the folder's few modules as a
 * list); Vite finds them all at build time, so a new resource is a folder and no line here.
 */
const FOLDERS = import.meta.glob<ResourceModule | readonly ResourceModule[]>('./*/index.ts', {
  eager: true,
  import: 'default',
});

/**
 * Every resource of the panel, folder by folder in name order (src/registry/resourceModule.ts
 * says what a module declares); the routes, the menu, its icons, `canAccess`, the API paths and
 * the "coming soon" pages follow from this list.
 */
export const RESOURCES: readonly ResourceModule[] = Object.keys(FOLDERS)
  .sort()
  .flatMap((folder) => FOLDERS[folder] ?? []);
