import * as migration_20261122_124013_initial from './20261122_124013_initial';
import * as migration_20261122_132414_inquiries from './20261122_132414_inquiries';
import * as migration_20261122_152318_tracking from './20261122_152318_tracking';
import * as migration_20261123_193117_staff_auth from './20261123_193117_staff_auth';
import * as migration_20261123_232554_content_staff from './20261123_232554_content_staff';
import * as migration_20261124_075453_media_illustrative from './20261124_075453_media_illustrative';
import * as migration_20261127_230934_issue27_staff_safety from './20261127_230934_issue27_staff_safety';
import * as migration_20261128_010009_settings_identity from './20261128_010009_settings_identity';
import * as migration_20261128_010556_i25_assets from './20261128_010556_i25_assets';
import * as migration_20261128_043410_i31_sources from './20261128_043410_i31_sources';
import * as migration_20261128_062909_issue28_30_32 from './20261128_062909_issue28_30_32';
import * as migration_20261128_084500_i30_user_names from './20261128_084500_i30_user_names';
import * as migration_20261128_093310_issue30 from './20261128_093310_issue30';
import * as migration_20261202_042449_issue40_account_audit from './20261202_042449_issue40_account_audit';
import * as migration_20261202_042454_issue41_claims from './20261202_042454_issue41_claims';
import * as migration_20261202_074408_issue40_search_miss_addresses from './20261202_074408_issue40_search_miss_addresses';
import * as migration_20261202_074850_issue40_password_change from './20261202_074850_issue40_password_change';
import * as migration_20261202_152824_issue42_people_translation_stamps from './20261202_152824_issue42_people_translation_stamps';
import * as migration_20261202_153407_issue42_promise from './20261202_153407_issue42_promise';

export const migrations = [
  {
    up: migration_20261122_124013_initial.up,
    down: migration_20261122_124013_initial.down,
    name: '20261122_124013_initial',
  },
  {
    up: migration_20261122_132414_inquiries.up,
    down: migration_20261122_132414_inquiries.down,
    name: '20261122_132414_inquiries',
  },
  {
    up: migration_20261122_152318_tracking.up,
    down: migration_20261122_152318_tracking.down,
    name: '20261122_152318_tracking',
  },
  {
    up: migration_20261123_193117_staff_auth.up,
    down: migration_20261123_193117_staff_auth.down,
    name: '20261123_193117_staff_auth',
  },
  {
    up: migration_20261123_232554_content_staff.up,
    down: migration_20261123_232554_content_staff.down,
    name: '20261123_232554_content_staff',
  },
  {
    up: migration_20261124_075453_media_illustrative.up,
    down: migration_20261124_075453_media_illustrative.down,
    name: '20261124_075453_media_illustrative',
  },
  {
    up: migration_20261127_230934_issue27_staff_safety.up,
    down: migration_20261127_230934_issue27_staff_safety.down,
    name: '20261127_230934_issue27_staff_safety',
  },
  {
    up: migration_20261128_010009_settings_identity.up,
    down: migration_20261128_010009_settings_identity.down,
    name: '20261128_010009_settings_identity',
  },
  {
    up: migration_20261128_010556_i25_assets.up,
    down: migration_20261128_010556_i25_assets.down,
    name: '20261128_010556_i25_assets',
  },
  {
    up: migration_20261128_043410_i31_sources.up,
    down: migration_20261128_043410_i31_sources.down,
    name: '20261128_043410_i31_sources',
  },
  {
    up: migration_20261128_062909_issue28_30_32.up,
    down: migration_20261128_062909_issue28_30_32.down,
    name: '20261128_062909_issue28_30_32',
  },
  {
    up: migration_20261128_084500_i30_user_names.up,
    down: migration_20261128_084500_i30_user_names.down,
    name: '20261128_084500_i30_user_names',
  },
  {
    up: migration_20261128_093310_issue30.up,
    down: migration_20261128_093310_issue30.down,
    name: '20261128_093310_issue30',
  },
  {
    up: migration_20261202_042449_issue40_account_audit.up,
    down: migration_20261202_042449_issue40_account_audit.down,
    name: '20261202_042449_issue40_account_audit',
  },
  {
    up: migration_20261202_042454_issue41_claims.up,
    down: migration_20261202_042454_issue41_claims.down,
    name: '20261202_042454_issue41_claims',
  },
  {
    up: migration_20261202_074408_issue40_search_miss_addresses.up,
    down: migration_20261202_074408_issue40_search_miss_addresses.down,
    name: '20261202_074408_issue40_search_miss_addresses',
  },
  {
    up: migration_20261202_074850_issue40_password_change.up,
    down: migration_20261202_074850_issue40_password_change.down,
    name: '20261202_074850_issue40_password_change',
  },
  {
    up: migration_20261202_152824_issue42_people_translation_stamps.up,
    down: migration_20261202_152824_issue42_people_translation_stamps.down,
    name: '20261202_152824_issue42_people_translation_stamps',
  },
  {
    up: migration_20261202_153407_issue42_promise.up,
    down: migration_20261202_153407_issue42_promise.down,
    name: '20261202_153407_issue42_promise',
  },
];
