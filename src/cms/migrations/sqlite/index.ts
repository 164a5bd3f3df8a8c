import * as migration_20261122_123951_initial from './20261122_123951_initial';
import * as migration_20261122_132344_inquiries from './20261122_132344_inquiries';
import * as migration_20261122_152307_tracking from './20261122_152307_tracking';
import * as migration_20261123_193103_staff_auth from './20261123_193103_staff_auth';
import * as migration_20261123_232538_content_staff from './20261123_232538_content_staff';
import * as migration_20261124_075440_media_illustrative from './20261124_075440_media_illustrative';
import * as migration_20261127_230851_issue27_staff_safety from './20261127_230851_issue27_staff_safety';
import * as migration_20261128_005956_settings_identity from './20261128_005956_settings_identity';
import * as migration_20261128_010533_i25_assets from './20261128_010533_i25_assets';
import * as migration_20261128_043251_i31_sources from './20261128_043251_i31_sources';
import * as migration_20261128_062857_issue28_30_32 from './20261128_062857_issue28_30_32';
import * as migration_20261128_084500_i30_user_names from './20261128_084500_i30_user_names';
import * as migration_20261128_093243_issue30 from './20261128_093243_issue30';
import * as migration_20261202_042307_issue41_claims from './20261202_042307_issue41_claims';
import * as migration_20261202_042400_issue40_account_audit from './20261202_042400_issue40_account_audit';
import * as migration_20261202_074320_issue40_search_miss_addresses from './20261202_074320_issue40_search_miss_addresses';
import * as migration_20261202_152712_issue42_people_translation_stamps from './20261202_152712_issue42_people_translation_stamps';
import * as migration_20261202_153229_issue42_promise from './20261202_153229_issue42_promise';

export const migrations = [
  {
    up: migration_20261122_123951_initial.up,
    down: migration_20261122_123951_initial.down,
    name: '20261122_123951_initial',
  },
  {
    up: migration_20261122_132344_inquiries.up,
    down: migration_20261122_132344_inquiries.down,
    name: '20261122_132344_inquiries',
  },
  {
    up: migration_20261122_152307_tracking.up,
    down: migration_20261122_152307_tracking.down,
    name: '20261122_152307_tracking',
  },
  {
    up: migration_20261123_193103_staff_auth.up,
    down: migration_20261123_193103_staff_auth.down,
    name: '20261123_193103_staff_auth',
  },
  {
    up: migration_20261123_232538_content_staff.up,
    down: migration_20261123_232538_content_staff.down,
    name: '20261123_232538_content_staff',
  },
  {
    up: migration_20261124_075440_media_illustrative.up,
    down: migration_20261124_075440_media_illustrative.down,
    name: '20261124_075440_media_illustrative',
  },
  {
    up: migration_20261127_230851_issue27_staff_safety.up,
    down: migration_20261127_230851_issue27_staff_safety.down,
    name: '20261127_230851_issue27_staff_safety',
  },
  {
    up: migration_20261128_005956_settings_identity.up,
    down: migration_20261128_005956_settings_identity.down,
    name: '20261128_005956_settings_identity',
  },
  {
    up: migration_20261128_010533_i25_assets.up,
    down: migration_20261128_010533_i25_assets.down,
    name: '20261128_010533_i25_assets',
  },
  {
    up: migration_20261128_043251_i31_sources.up,
    down: migration_20261128_043251_i31_sources.down,
    name: '20261128_043251_i31_sources',
  },
  {
    up: migration_20261128_062857_issue28_30_32.up,
    down: migration_20261128_062857_issue28_30_32.down,
    name: '20261128_062857_issue28_30_32',
  },
  {
    up: migration_20261128_084500_i30_user_names.up,
    down: migration_20261128_084500_i30_user_names.down,
    name: '20261128_084500_i30_user_names',
  },
  {
    up: migration_20261128_093243_issue30.up,
    down: migration_20261128_093243_issue30.down,
    name: '20261128_093243_issue30',
  },
  {
    up: migration_20261202_042307_issue41_claims.up,
    down: migration_20261202_042307_issue41_claims.down,
    name: '20261202_042307_issue41_claims',
  },
  {
    up: migration_20261202_042400_issue40_account_audit.up,
    down: migration_20261202_042400_issue40_account_audit.down,
    name: '20261202_042400_issue40_account_audit',
  },
  {
    up: migration_20261202_074320_issue40_search_miss_addresses.up,
    down: migration_20261202_074320_issue40_search_miss_addresses.down,
    name: '20261202_074320_issue40_search_miss_addresses',
  },
  {
    up: migration_20261202_152712_issue42_people_translation_stamps.up,
    down: migration_20261202_152712_issue42_people_translation_stamps.down,
    name: '20261202_152712_issue42_people_translation_stamps',
  },
  {
    up: migration_20261202_153229_issue42_promise.up,
    down: migration_20261202_153229_issue42_promise.down,
    name: '20261202_153229_issue42_promise',
  },
];
