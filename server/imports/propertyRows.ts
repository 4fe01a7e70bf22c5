import type { z } from 'zod';
import { IMPORT_MESSAGES as M, type ImportColumn, type ImportRowError } from '../../domain/importSchemas';
import {
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  UNIT_TYPE_LABELS,
  UNIT_TYPES,
  propertyInputSchema,
  unitInputSchema,
  type PropertyInput,
  type UnitInput,
} from '../../domain/propertySchemas';
import type { SheetRow } from './spreadsheet';

/** A property of the file with its units, ready to write. */
export interface PlannedProperty {
  input: PropertyInput;
  units: UnitInput[];
}

/** The property form's field → the file's column, to name the column of a schema's message. */
const PROPERTY_COLUMN: Record<string, ImportColumn> = {
  name: 'property_name',
  nameAr: 'property_name_ar',
  type: 'property_type',
  governorate: 'governorate',
  area: 'area',
  block: 'block',
  street: 'street',
  building: 'building',
};
const UNIT_COLUMN: Record<string, ImportColumn> = {
  unitNo: 'unit_no',
  floor: 'floor',
  type: 'unit_type',
  bedrooms: 'bedrooms',
  areaM2: 'area_m2',
  monthlyRent: 'monthly_rent',
};

/** A kind written as its key or its English label (the template lists the keys). */
const choice = <K extends string>(
  keys: readonly K[],
  labels: Record<K, string>,
  written: string | undefined,
) => {
  const value = (written ?? '').trim().toLowerCase();
  return keys.find((key) => key === value || labels[key].toLowerCase() === value) ?? written;
};

const issuesOf = (row: number, columns: Record<string, ImportColumn>, issues: z.core.$ZodIssue[]) =>
  issues.map((issue) => ({
    row,
    column: columns[String(issue.path[0])] ?? String(issue.path[0]),
    message: issue.message,
  }));

const wholeNumber = (value: string | undefined, max: number) =>
  value && /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= max ? Number(value) : null;

/** Units 101, 102, … 201, … for floors × units per floor, each at the row's rent. */
function generatedUnits(
  floors: number,
  perFloor: number,
  rent: UnitInput['monthlyRent'],
  type: UnitInput['type'],
) {
  const units: UnitInput[] = [];
  for (let floor = 1; floor <= floors; floor++)
    for (let n = 1; n <= perFloor; n++)
      units.push({
        unitNo: `${floor}${String(n).padStart(2, '0')}`,
        floor,
        type,
        bedrooms: null,
        areaM2: null,
        monthlyRent: rent,
        status: 'vacant',
      });
  return units;
}

/**
 * Checks a properties file: each row describes a unit of a property (the property's columns
 * repeated on each of its rows) or, with floors and units per floor, all of a property's units.
 * Rows of one property (same name) must agree on its details; its unit numbers must differ; a
 * property of that name must not exist yet (`existingNames`, lower case).
 */
export function checkPropertyRows(rows: SheetRow[], existingNames: ReadonlySet<string>) {
  const errors: ImportRowError[] = [];
  const planned = new Map<string, PlannedProperty & { row: number; details: string }>();
  const unitRows = new Map<string, number>();
  for (const { row, cells } of rows) {
    const property = propertyInputSchema.safeParse({
      name: cells.property_name ?? '',
      nameAr: cells.property_name_ar ?? '',
      type: choice(PROPERTY_TYPES, PROPERTY_TYPE_LABELS, cells.property_type),
      governorate: cells.governorate,
      area: cells.area ?? '',
      block: cells.block,
      street: cells.street,
      building: cells.building,
      units: [],
    });
    const rowErrors = property.success ? [] : issuesOf(row, PROPERTY_COLUMN, property.error.issues);
    const generating = !cells.unit_no && (cells.floors || cells.units_per_floor);
    const unit = unitInputSchema.safeParse({
      unitNo: cells.unit_no || (generating ? 'generated' : ''),
      floor: cells.floor,
      type: choice(UNIT_TYPES, UNIT_TYPE_LABELS, cells.unit_type) || undefined,
      bedrooms: cells.bedrooms,
      areaM2: cells.area_m2,
      monthlyRent: cells.monthly_rent ?? '',
    });
    if (!unit.success) {
      const unitErrors = issuesOf(row, UNIT_COLUMN, unit.error.issues);
      // A blank unit number says more as "give one, or floors × units per floor".
      rowErrors.push(
        ...unitErrors.map((e) => (e.column === 'unit_no' ? { ...e, message: M.unitsOrFloors } : e)),
      );
    }
    const floors = generating ? wholeNumber(cells.floors, 200) : null;
    const perFloor = generating ? wholeNumber(cells.units_per_floor, 50) : null;
    if (generating && floors === null) rowErrors.push({ row, column: 'floors', message: M.floors });
    if (generating && perFloor === null)
      rowErrors.push({ row, column: 'units_per_floor', message: M.unitsPerFloor });
    if (rowErrors.length || !property.success || !unit.success) {
      errors.push(...rowErrors);
      continue;
    }
    const key = property.data.name.toLowerCase();
    if (existingNames.has(key)) {
      errors.push({ row, column: 'property_name', message: M.propertyExists });
      continue;
    }
    const { units: _none, ...fields } = property.data;
    const details = JSON.stringify(fields);
    const entry = planned.get(key) ?? { input: property.data, units: [], row, details };
    if (entry.details !== details) {
      errors.push({ row, column: 'property_name', message: M.propertyDiffers });
      continue;
    }
    planned.set(key, entry);
    const units = generating
      ? generatedUnits(floors!, perFloor!, unit.data.monthlyRent, unit.data.type)
      : [unit.data];
    for (const u of units) {
      const unitKey = `${key}\u0000${u.unitNo.toLowerCase()}`;
      const first = unitRows.get(unitKey);
      if (first !== undefined) {
        errors.push({ row, column: 'unit_no', message: M.duplicateInFile(first) });
        break;
      }
      unitRows.set(unitKey, row);
      entry.units.push(u);
    }
  }
  return { errors, properties: [...planned.values()].map(({ input, units }) => ({ input, units })) };
}
