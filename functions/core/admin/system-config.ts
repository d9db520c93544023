import { ulid } from 'ulid';
import type { SystemConfiguration, SystemConfigurationBody, UpdateSystemConfigurationBody } from '../../../shared/api/schemas/admin';
import { SYSTEM_SETTINGS_MESSAGES } from '../../../shared/domain/admin';
import { db } from '../db/service';
import type { SystemConfigItem } from '../db/admin-entities';
import { InvalidError, NotFoundError } from '../errors';

export function toSystemConfiguration(item: SystemConfigItem): SystemConfiguration {
  return {
    id: item.configId,
    max_users_per_team: item.maxUsersPerTeam,
    min_no_of_suscription_units: item.minUnits,
    max_no_of_suscription_units: item.maxUnits,
    notification: item.notification ?? null,
    subscription: item.subscription ?? null,
    subscription_units_available: item.unitsAvailable,
    suscription_units_used: item.unitsUsed,
    date_updated: item.updatedAt,
  };
}

/** Every configuration record, newest change first; few enough for one query of their own partition. */
export async function systemConfigurations(): Promise<SystemConfigItem[]> {
  const { data } = await db().entities.systemConfig.query.all({}).go({ pages: 'all' });
  return data.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.configId.localeCompare(a.configId));
}

/** The configuration in force: the one staff changed last (the screen lists them all). */
export async function systemConfigurationInForce(): Promise<SystemConfigItem | null> {
  return (await systemConfigurations())[0] ?? null;
}

async function findConfiguration(configId: string): Promise<SystemConfigItem> {
  const { data } = await db().entities.systemConfig.get({ configId }).go();
  if (!data) throw new NotFoundError(SYSTEM_SETTINGS_MESSAGES.notFound);
  return data;
}

const tristates = (body: UpdateSystemConfigurationBody) => ({
  ...(typeof body.notification === 'boolean' ? { notification: body.notification } : {}),
  ...(typeof body.subscription === 'boolean' ? { subscription: body.subscription } : {}),
});

export async function createSystemConfiguration(body: SystemConfigurationBody): Promise<SystemConfigItem> {
  const { data } = await db()
    .entities.systemConfig.create({
      configId: ulid(),
      maxUsersPerTeam: body.max_users_per_team,
      minUnits: body.min_no_of_suscription_units,
      maxUnits: body.max_no_of_suscription_units,
      unitsAvailable: body.subscription_units_available,
      unitsUsed: body.suscription_units_used,
      ...tristates(body),
    })
    .go();
  return data;
}

export async function updateSystemConfiguration(configId: string, body: UpdateSystemConfigurationBody): Promise<SystemConfigItem> {
  const stored = await findConfiguration(configId);
  const min = body.min_no_of_suscription_units ?? stored.minUnits;
  const max = body.max_no_of_suscription_units ?? stored.maxUnits;
  if (min > max) {
    throw new InvalidError(SYSTEM_SETTINGS_MESSAGES.minAboveMax, { min_no_of_suscription_units: [SYSTEM_SETTINGS_MESSAGES.minAboveMax] });
  }
  const patch = db()
    .entities.systemConfig.patch({ configId })
    .set({
      ...(body.max_users_per_team !== undefined ? { maxUsersPerTeam: body.max_users_per_team } : {}),
      ...(body.min_no_of_suscription_units !== undefined ? { minUnits: body.min_no_of_suscription_units } : {}),
      ...(body.max_no_of_suscription_units !== undefined ? { maxUnits: body.max_no_of_suscription_units } : {}),
      ...(body.subscription_units_available !== undefined ? { unitsAvailable: body.subscription_units_available } : {}),
      ...(body.suscription_units_used !== undefined ? { unitsUsed: body.suscription_units_used } : {}),
      ...tristates(body),
    });
  const cleared = [
    ...(body.notification === null ? (['notification'] as const) : []),
    ...(body.subscription === null ? (['subscription'] as const) : []),
  ];
  const { data } = await (cleared.length > 0 ? patch.remove([...cleared]) : patch).go({ response: 'all_new' });
  return data as SystemConfigItem;
}

export async function deleteSystemConfiguration(configId: string): Promise<void> {
  await findConfiguration(configId);
  await db().entities.systemConfig.delete({ configId }).go();
}
