import { Entity, type EntityItem } from 'electrodb';
import { SERVICE_KINDS } from '../../../shared/domain/subscriptions';

/**
 * Services, plans, payments and account subscriptions. Money is integer kobo. Services and plans are few and
 * global (one partition each on gsi1 for the lists); payments are addressed by their Paystack reference; a team's
 * subscriptions live in the team's partition, and gsi1 orders them by end date for the daily expiry job.
 */
const SERVICE = 'fieldwatch';
const now = () => new Date().toISOString();

export const ServiceEntity = new Entity({
  model: { entity: 'service', version: '1', service: SERVICE },
  attributes: {
    serviceId: { type: 'string', required: true },
    kind: { type: SERVICE_KINDS, required: true },
    name: { type: 'string', required: true },
    amountKobo: { type: 'number', required: true },
    /** Tri-state: absent is unknown (null on the wire). */
    notification: { type: 'boolean' },
    /** A `messages` service: the SMS segments and WhatsApp messages a month it gives a team on a plan with it. */
    monthlyMessages: { type: 'number' },
    updatedAt: { type: 'string', required: true, default: now, set: now, watch: '*' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['serviceId'], template: 'SERVICE#${serviceId}' },
      sk: { field: 'sk', composite: [], template: 'SERVICE' },
    },
    all: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [], template: 'SERVICES' },
      sk: { field: 'gsi1sk', composite: ['serviceId'], template: 'SERVICE#${serviceId}' },
    },
  },
});

export const PlanEntity = new Entity({
  model: { entity: 'plan', version: '2', service: SERVICE },
  attributes: {
    planId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    unit: { type: 'string', required: true, default: '1' },
    duration: { type: ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const, required: true },
    /** The plan's services by id; their prices are read from the services, so a price change reaches every plan. */
    serviceIds: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    minUsers: { type: 'number', required: true },
    maxUsers: { type: 'number', required: true },
    minFarmArea: { type: 'number', required: true },
    maxFarmArea: { type: 'number', required: true },
    amountKobo: { type: 'number', required: true, default: 0 },
    valuePerUnitKobo: { type: 'number', required: true, default: 0 },
    updatedAt: { type: 'string', required: true, default: now, set: now, watch: '*' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['planId'], template: 'PLAN#${planId}' },
      sk: { field: 'sk', composite: [], template: 'PLAN' },
    },
    all: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [], template: 'PLANS' },
      sk: { field: 'gsi1sk', composite: ['planId'], template: 'PLAN#${planId}' },
    },
  },
});

export const PaymentEntity = new Entity({
  model: { entity: 'payment', version: '1', service: SERVICE },
  attributes: {
    reference: { type: 'string', required: true },
    teamId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    planId: { type: 'string', required: true },
    planName: { type: 'string', required: true },
    duration: { type: ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const, required: true },
    users: { type: 'number', required: true },
    farmArea: { type: 'number', required: true },
    /** What the server priced the order at; Paystack's verified amount must equal it. */
    amountKobo: { type: 'number', required: true },
    email: { type: 'string', required: true },
    firstName: { type: 'string', required: true },
    lastName: { type: 'string', required: true },
    status: { type: ['pending', 'success', 'failed', 'abandoned'] as const, required: true, default: 'pending' },
    /** The transaction Paystack opened for it (a retry of the same keyed request answers it again). */
    accessCode: { type: 'string' },
    authorizationUrl: { type: 'string' },
    /** What the purchase does to the plan in force: 'now' replaces it, 'after_current' follows it. */
    timing: { type: ['now', 'after_current'] as const },
    /** The replaced plan's unused value taken off the price ('now'). */
    creditKobo: { type: 'number' },
    /** When the plan bought starts, when that is the current plan's end ('after_current'). */
    startsAt: { type: 'string' },
    /** Set once, by the one conditional write that fulfils the payment. */
    fulfilledAt: { type: 'string' },
    subscriptionId: { type: 'string' },
    createdAt: { type: 'string', required: true, default: now, readOnly: true },
  },
  indexes: {
    byReference: {
      pk: { field: 'pk', composite: ['reference'], template: 'PAYMENT#${reference}' },
      sk: { field: 'sk', composite: [], template: 'PAYMENT' },
    },
    all: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [], template: 'PAYMENTS' },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'reference'], template: 'PAYMENT#${createdAt}#${reference}' },
    },
  },
});

export const AccountSubscriptionEntity = new Entity({
  model: { entity: 'accountSubscription', version: '1', service: SERVICE },
  attributes: {
    teamId: { type: 'string', required: true },
    subscriptionId: { type: 'string', required: true },
    planId: { type: 'string', required: true },
    planName: { type: 'string', required: true },
    usersLimit: { type: 'number', required: true },
    farmAreaLimitHa: { type: 'number', required: true },
    startDate: { type: 'string', required: true },
    endDate: { type: 'string', required: true },
    /** Tri-state (spec 3 §4): absent is unknown. */
    isActive: { type: 'boolean' },
    /**
     * Bought to follow the plan in force: not active until its start date, when the lookup counts it and the daily
     * job activates it.
     */
    scheduled: { type: 'boolean' },
    paymentReference: { type: 'string', required: true },
    /** The reminders already mailed ('7d', '1d'), so a rerun of the daily job mails nobody twice. */
    remindersSent: { type: 'set', items: 'string' },
    createdAt: { type: 'string', required: true, default: now, readOnly: true },
  },
  indexes: {
    byTeam: {
      pk: { field: 'pk', composite: ['teamId'], template: 'TEAM#${teamId}' },
      sk: { field: 'sk', composite: ['subscriptionId'], template: 'SUBSCRIPTION#${subscriptionId}' },
    },
    byEnd: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [], template: 'SUBSCRIPTION_ENDS' },
      sk: { field: 'gsi1sk', composite: ['endDate', 'subscriptionId'], template: 'END#${endDate}#${subscriptionId}' },
    },
    all: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: [], template: 'SUBSCRIPTIONS' },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'subscriptionId'], template: 'SUBSCRIPTION#${createdAt}#${subscriptionId}' },
    },
  },
});

export type ServiceItem = EntityItem<typeof ServiceEntity>;
export type PlanItem = EntityItem<typeof PlanEntity>;
export type PaymentItem = EntityItem<typeof PaymentEntity>;
export type AccountSubscriptionItem = EntityItem<typeof AccountSubscriptionEntity>;
