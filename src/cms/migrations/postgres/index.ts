import * as migration_20261122_124013_initial from './20261122_124013_initial';
import * as migration_20261122_132414_inquiries from './20261122_132414_inquiries';

export const migrations = [
  {
    up: migration_20261122_124013_initial.up,
    down: migration_20261122_124013_initial.down,
    name: '20261122_124013_initial',
  },
  {
    up: migration_20261122_132414_inquiries.up,
    down: migration_20261122_132414_inquiries.down,
    name: '20261122_132414_inquiries'
  },
];
