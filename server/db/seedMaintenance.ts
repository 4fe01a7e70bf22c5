import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { MaintenanceCreate } from '../../domain/maintenanceSchemas';
import type { Scope } from '../auth/scope';
import { placeRequest, createRequest, updateRequest } from '../services/maintenanceRequests';
import { moveRequest } from '../services/maintenanceMoves';
import { storeDocument } from '../storage/documents';
import type { Database } from './client';
import { contracts, maintenanceComments, maintenanceRequests, users } from './schema';
import type { FileStorage } from '../storage/fileStorage';

/*
 * The demo maintenance requests (embedded default only, after the demo portfolio and billing):
 * the demo tenant's requests in every state, with photos and comments (one internal), one
 * overdue and one emergency; the second landlord's reported requests, one overdue and one
 * emergency. Everything goes through the real services, so the demo obeys the same rules.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const scopeOf = (landlordId: string, tenantId: string | null = null): Scope => ({
  landlordId,
  propertyIds: null,
  tenantId,
  isPlatformAdmin: false,
});

async function photo(storage: FileStorage, name: string, r: number, g: number, b: number) {
  const data = await sharp({ create: { width: 480, height: 320, channels: 3, background: { r, g, b } } })
    .jpeg({ quality: 70 })
    .toBuffer();
  const stored = await storeDocument(storage, { data, filename: name, mimetype: 'image/jpeg' });
  if (!stored.ok) throw new Error(`demo photo ${name}: ${stored.message}`);
  return stored.document;
}

type Step = {
  to: 'IN_PROGRESS' | 'COMPLETED' | 'CLOSED' | 'DEFERRED' | 'DECLINED' | 'OPEN';
  after: number;
  reason?: string;
  until?: string;
};
interface DemoRequest {
  fields: Partial<MaintenanceCreate> & Pick<MaintenanceCreate, 'title' | 'category' | 'priority'>;
  ageMs: number;
  photos?: [string, number, number, number][];
  steps?: Step[];
  comments?: { body: string; internal?: boolean; byTenant?: boolean; after: number }[];
  work?: { cost?: string; vendor?: [string, string]; assignManager?: boolean };
}

export async function seedDemoMaintenance(
  db: Database,
  storage: FileStorage,
  now = new Date(),
): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(maintenanceRequests);
  if (count > 0) return false;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        'landlord@example.com',
        'landlord2@example.com',
        'tenant@example.com',
        'manager@example.com',
      ]),
    );
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const [landlord, landlord2, tenant, manager] = [
    'landlord@example.com',
    'landlord2@example.com',
    'tenant@example.com',
    'manager@example.com',
  ].map(idOf);
  if (!landlord || !landlord2 || !tenant || !manager) return false;
  const at = now.getTime();

  const seed = async (actor: string, scope: Scope, unitId: string | undefined, demo: DemoRequest) => {
    const created = at - demo.ageMs;
    const placement = await placeRequest(db, scope, unitId, created);
    const attachments = [];
    for (const [name, r, g, b] of demo.photos ?? []) attachments.push(await photo(storage, name, r, g, b));
    const fields: MaintenanceCreate = {
      description: '',
      permission_to_enter: true,
      preferred_visit_times: 'Weekdays 4–8 pm',
      ...demo.fields,
    };
    const row = await createRequest(db, {
      scope,
      placement,
      fields,
      attachments,
      actorId: actor,
      nowMs: created,
    });
    const landlordSide = scopeOf(row.landlordId);
    if (demo.work) {
      await updateRequest(
        db,
        landlordSide,
        row.id,
        {
          ...(demo.work.cost ? { cost: demo.work.cost } : {}),
          ...(demo.work.vendor
            ? { vendor_name: demo.work.vendor[0], vendor_phone: demo.work.vendor[1] }
            : {}),
          ...(demo.work.assignManager ? { assignee_id: manager } : {}),
        },
        created + HOUR,
      );
    }
    for (const step of demo.steps ?? [])
      await moveRequest(db, landlordSide, row.id, {
        to: step.to,
        reason: step.reason ?? null,
        until: step.until,
        actorId: row.landlordId,
        nowMs: created + step.after,
      });
    for (const c of demo.comments ?? [])
      await db.insert(maintenanceComments).values({
        requestId: row.id,
        authorId: c.byTenant ? actor : row.landlordId,
        body: c.body,
        internal: c.internal ?? false,
        createdAt: new Date(created + c.after),
      });
  };

  const tenantScope = scopeOf(landlord, tenant);
  const tenantRequests: DemoRequest[] = [
    {
      fields: {
        title: 'AC not cooling in the living room',
        category: 'air_conditioning',
        priority: 'high',
        description: 'The split unit blows warm air since yesterday evening.',
      },
      ageMs: 30 * HOUR,
      photos: [['ac-unit.jpg', 180, 200, 220]],
      work: { assignManager: true, vendor: ['Cool Air Co.', '99887766'] },
      steps: [{ to: 'IN_PROGRESS', after: 2 * HOUR }],
      comments: [
        { body: 'A technician from Cool Air Co. will visit tomorrow between 5 and 7 pm.', after: 3 * HOUR },
        {
          body: 'Compressor likely; ask the vendor for a quote before replacing.',
          internal: true,
          after: 4 * HOUR,
        },
        { body: 'Thank you, someone will be home.', byTenant: true, after: 5 * HOUR },
      ],
    },
    {
      fields: {
        title: 'Kitchen sink drains slowly',
        category: 'plumbing',
        priority: 'normal',
        description: 'Water stays in the sink for several minutes.',
      },
      ageMs: 2 * HOUR,
      photos: [['sink.jpg', 140, 150, 160]],
    },
    {
      fields: { title: 'Cockroaches in the kitchen', category: 'pest_control', priority: 'normal' },
      ageMs: 9 * DAY, // past its 7-day deadline and still open: overdue
    },
    {
      fields: {
        title: 'Water leaking from the bathroom ceiling',
        category: 'plumbing',
        priority: 'emergency',
      },
      ageMs: 3 * HOUR,
      photos: [['ceiling.jpg', 120, 110, 90]],
    },
    {
      fields: { title: 'Bathroom light flickers', category: 'electrical', priority: 'low' },
      ageMs: 5 * DAY,
      work: { cost: '7.500', vendor: ['Al-Noor Electric', '65001122'] },
      steps: [
        { to: 'IN_PROGRESS', after: DAY },
        { to: 'COMPLETED', after: 4 * DAY },
      ],
      comments: [{ body: 'The fitting was replaced; please confirm it works.', after: 4 * DAY }],
    },
    {
      fields: { title: 'Bedroom door lock is stiff', category: 'carpentry', priority: 'normal' },
      ageMs: 30 * DAY,
      steps: [
        { to: 'IN_PROGRESS', after: DAY },
        { to: 'COMPLETED', after: 2 * DAY },
        { to: 'CLOSED', after: 3 * DAY, reason: 'The tenant confirmed the problem is resolved.' },
      ],
    },
    {
      fields: { title: 'Repaint the balcony railing', category: 'painting', priority: 'low' },
      ageMs: 12 * DAY,
      steps: [
        {
          to: 'DECLINED',
          after: DAY,
          reason: 'Balcony painting is scheduled for the whole building in spring.',
        },
      ],
    },
  ];
  try {
    for (const demo of tenantRequests) await seed(tenant, tenantScope, undefined, demo);
  } catch {
    return false; // the demo tenant has no single contract in force: nothing to report on
  }

  // The second landlord's reported requests, on its tenant's unit.
  const [unit] = await db
    .select({ unitId: contracts.unitId })
    .from(contracts)
    .where(eq(contracts.landlordId, landlord2))
    .limit(1);
  if (unit) {
    const side = scopeOf(landlord2);
    await seed(landlord2, side, unit.unitId, {
      fields: { title: 'Water heater not working', category: 'appliances', priority: 'emergency' },
      ageMs: 4 * HOUR,
    });
    await seed(landlord2, side, unit.unitId, {
      fields: { title: 'Cracked tile in the hallway', category: 'carpentry', priority: 'low' },
      ageMs: 20 * DAY,
    });
    await seed(landlord2, side, unit.unitId, {
      fields: { title: 'Wall stain above the window', category: 'painting', priority: 'normal' },
      ageMs: 3 * DAY,
      steps: [{ to: 'IN_PROGRESS', after: DAY }],
    });
  }
  return true;
}
