import { Service } from 'electrodb';
import { statsTableName, tableName } from '../config';
import { ddb } from './client';
import { ActivityEntity } from './activity-entities';
import { AlertEpisodeEntity, AlertSettingsEntity, AlertThresholdsEntity, MessageCountEntity, PhoneCodeEntity, TeamAlertEntity, UserAlertEntity } from './alert-entities';
import { AuditEntity, CounterEntity, SystemConfigEntity, UsageEntity } from './admin-entities';
import { CropEntity, CropNameEntity, CropSeasonEntity, RotationEntity, SeasonRecordEntity } from './crop-entities';
import { RoleEntity, RoleNameEntity, TeamEntity, TeamMemberEntity, UserProfileEntity } from './entities';
import { FieldEntity, PlaceCacheEntity, RateGateEntity, UploadJobEntity } from './field-entities';
import { FieldIndexLatestEntity, FieldListValuesEntity, IndexPlanEntity, LegacyFieldIndexStatEntity, RadarPlanEntity, SceneCacheEntity } from './imagery-entities';
import { FieldIndexStatEntity, FieldRadarStatEntity, FieldZoneSurfaceEntity } from './stat-entities';
import { FieldSeasonEntity, FieldStageEntity } from './season-entities';
import { AccountSubscriptionEntity, PaymentEntity, PlanEntity, ServiceEntity } from './subscription-entities';
import { WeatherDayEntity } from './weather-entities';
import { UploadDeadlineEntity } from './upload-deadline-entities';
import { KeyedCreateEntity } from './keyed-create-entities';
import { OutboxEntity } from './outbox-entities';
import { ResetGateEntity, ResetTokenEntity } from './reset-token-entities';
import { ScoutingNoteEntity } from './scouting-entities';
import { ApiKeyEntity, ApiKeyUseEntity } from './api-key-entities';
import { ShareLinkEntity, ShareRateEntity } from './share-link-entities';

let service: ReturnType<typeof build> | undefined;
let statsService: ReturnType<typeof buildStats> | undefined;

function build() {
  return new Service(
    {
      profile: UserProfileEntity,
      team: TeamEntity,
      role: RoleEntity,
      roleName: RoleNameEntity,
      member: TeamMemberEntity,
      plan: PlanEntity,
      planService: ServiceEntity,
      payment: PaymentEntity,
      accountSubscription: AccountSubscriptionEntity,
      field: FieldEntity,
      fieldUpload: UploadJobEntity,
      uploadDeadline: UploadDeadlineEntity,
      placeCache: PlaceCacheEntity,
      rateGate: RateGateEntity,
      weatherDay: WeatherDayEntity,
      /** Statistics stored before the statistics table: read and deleted, no longer written. */
      legacyFieldIndexStat: LegacyFieldIndexStatEntity,
      fieldIndexLatest: FieldIndexLatestEntity,
      fieldListValues: FieldListValuesEntity,
      indexPlan: IndexPlanEntity,
      radarPlan: RadarPlanEntity,
      sceneCache: SceneCacheEntity,
      activity: ActivityEntity,
      crop: CropEntity,
      cropName: CropNameEntity,
      cropSeason: CropSeasonEntity,
      rotation: RotationEntity,
      seasonRecord: SeasonRecordEntity,
      systemConfig: SystemConfigEntity,
      counter: CounterEntity,
      usage: UsageEntity,
      audit: AuditEntity,
      keyedCreate: KeyedCreateEntity,
      outbox: OutboxEntity,
      resetToken: ResetTokenEntity,
      resetGate: ResetGateEntity,
      alertSettings: AlertSettingsEntity,
      phoneCode: PhoneCodeEntity,
      alertThresholds: AlertThresholdsEntity,
      alertEpisode: AlertEpisodeEntity,
      teamAlert: TeamAlertEntity,
      userAlert: UserAlertEntity,
      messageCount: MessageCountEntity,
      scoutingNote: ScoutingNoteEntity,
      apiKey: ApiKeyEntity,
      apiKeyUse: ApiKeyUseEntity,
      shareLink: ShareLinkEntity,
      shareRate: ShareRateEntity,
    },
    { client: ddb, table: tableName() },
  );
}

/** The one ElectroDB service over the single table; built on first use so the table name is read at run time. */
export function db() {
  service ??= build();
  return service;
}

function buildStats() {
  return new Service(
    { fieldIndexStat: FieldIndexStatEntity, fieldRadarStat: FieldRadarStatEntity, fieldSeason: FieldSeasonEntity, fieldStage: FieldStageEntity, fieldZoneSurface: FieldZoneSurfaceEntity },
    { client: ddb, table: statsTableName() },
  );
}

/** The ElectroDB service over the index statistics' table (no point-in-time recovery: they are recomputable). */
export function statsDb() {
  statsService ??= buildStats();
  return statsService;
}
