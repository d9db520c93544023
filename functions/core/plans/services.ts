import { ulid } from 'ulid';
import type { AdminService, CreateServiceBody, UpdateServiceBody } from '../../../shared/api/schemas/plans';
import { SERVICE_MESSAGES, toKobo, toNaira } from '../../../shared/domain/subscriptions';
import { db } from '../db/service';
import type { ServiceItem } from '../db/subscription-entities';
import { ConflictError, InvalidError, NotFoundError } from '../errors';

export function toAdminService(item: ServiceItem): AdminService {
  return {
    id: item.serviceId,
    service: item.kind,
    name: item.name,
    amount_per_unit: toNaira(item.amountKobo),
    notification: item.notification ?? null,
    monthly_messages: item.kind === 'messages' ? (item.monthlyMessages ?? null) : null,
    date_updated: item.updatedAt,
  };
}

function kobo(naira: number): number {
  const value = toKobo(naira);
  if (value === null || value <= 0) throw new InvalidError(SERVICE_MESSAGES.amountInvalid, { amount_per_unit: [SERVICE_MESSAGES.amountInvalid] });
  return value;
}

/** Every service; few enough to read in one query of their own partition. */
export async function allServices(): Promise<ServiceItem[]> {
  const { data } = await db().entities.planService.query.all({}).go({ pages: 'all' });
  return data;
}

export async function findService(serviceId: string): Promise<ServiceItem> {
  const { data } = await db().entities.planService.get({ serviceId }).go();
  if (!data) throw new NotFoundError(SERVICE_MESSAGES.notFound);
  return data;
}

export async function createService(body: CreateServiceBody): Promise<ServiceItem> {
  const { data } = await db()
    .entities.planService.create({
      serviceId: ulid(),
      kind: body.service,
      name: body.name,
      amountKobo: kobo(body.amount_per_unit),
      ...(typeof body.notification === 'boolean' ? { notification: body.notification } : {}),
      ...(body.service === 'messages' && body.monthly_messages !== undefined ? { monthlyMessages: body.monthly_messages } : {}),
    })
    .go();
  return data;
}

export async function updateService(serviceId: string, body: UpdateServiceBody): Promise<ServiceItem> {
  const stored = await findService(serviceId);
  const kind = body.service ?? stored.kind;
  if (kind === 'messages' && body.monthly_messages === undefined && stored.monthlyMessages === undefined) {
    throw new InvalidError(SERVICE_MESSAGES.monthlyMessagesRequired, { monthly_messages: [SERVICE_MESSAGES.monthlyMessagesRequired] });
  }
  // Another kind gives no messages: a count left from when it was a `messages` service would still be summed.
  const removed = [...(body.notification === null ? (['notification'] as const) : []), ...(kind !== 'messages' && stored.monthlyMessages !== undefined ? (['monthlyMessages'] as const) : [])];
  const patch = db()
    .entities.planService.patch({ serviceId })
    .set({
      ...(body.service ? { kind: body.service } : {}),
      ...(body.name ? { name: body.name } : {}),
      ...(body.amount_per_unit !== undefined ? { amountKobo: kobo(body.amount_per_unit) } : {}),
      ...(typeof body.notification === 'boolean' ? { notification: body.notification } : {}),
      ...(kind === 'messages' && body.monthly_messages !== undefined ? { monthlyMessages: body.monthly_messages } : {}),
    });
  const { data } = await (removed.length > 0 ? patch.remove(removed) : patch).go({ response: 'all_new' });
  return data as ServiceItem;
}

/** A service a plan still sells cannot go: the plan's price would silently change. */
export async function deleteService(serviceId: string): Promise<void> {
  await findService(serviceId);
  const { data: plans } = await db().entities.plan.query.all({}).go({ pages: 'all' });
  if (plans.some((plan) => plan.serviceIds.includes(serviceId))) throw new ConflictError(SERVICE_MESSAGES.inUse);
  await db().entities.planService.delete({ serviceId }).go();
}
