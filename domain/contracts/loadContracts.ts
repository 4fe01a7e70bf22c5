import type { ResourceContract } from './contract';
import { API_RESOURCES, type ApiResource } from '.';

const isContract = (value: unknown, name: string): value is ResourceContract =>
  typeof value === 'object' &&
  value !== null &&
  (value as { name?: unknown }).name === name &&
  typeof (value as { endpoints?: unknown }).endpoints === 'object';

/**
 * A registry line's contract, read from `domain/contracts/<name>.ts` (the export named after the
 * line). Loaded by name so that the registry stays a list of names: the panel reads the registry
 * for its permission catalogue and must not download every contract's schemas with it.
 */
export async function loadContract(name: string): Promise<ResourceContract> {
  const module = (await import(/* @vite-ignore */ `./${name}.ts`)) as Record<string, unknown>;
  const contract = Object.values(module).find((value) => isContract(value, name));
  if (!contract) throw new Error(`domain/contracts/${name}.ts exports no contract named '${name}'.`);
  return contract;
}

/** The contracts of every registry line, in the registry's order. */
export const loadContracts = (
  resources: readonly ApiResource[] = API_RESOURCES,
): Promise<ResourceContract[]> => Promise.all(resources.map((resource) => loadContract(resource.name)));
