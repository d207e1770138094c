// The service's settings for a command (docs/operations.md#settings): the environment, with the
// command line's --site-url over SITE_URL.
import { type Config, parseConfig } from '../server/settings/config.js';
import type { CommandIo } from './io.js';

export function commandConfig(io: CommandIo, siteUrl: string | undefined): Config {
  return parseConfig(siteUrl === undefined ? io.env : { ...io.env, SITE_URL: siteUrl });
}
