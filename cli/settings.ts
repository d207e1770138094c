// The service's settings for a command (docs/operations.md#settings): the environment, with the
// command line's --site-url over SITE_URL.
import { type Config, parseConfig } from '../server/settings/config.js';
import { PROGRAM } from './help.js';
import { type CommandIo, write } from './io.js';

export function commandConfig(io: CommandIo, siteUrl: string | undefined): Config {
  return parseConfig(siteUrl === undefined ? io.env : { ...io.env, SITE_URL: siteUrl });
}

/** When neither --site-url nor SITE_URL names the site, where the answers' links then point (the
 *  service's own default address, which opens only where it runs) and how to change that
 *  (docs/api.md#command-line); undefined when the site is named. */
export function siteUrlNote(io: CommandIo, siteUrl: string | undefined): string | undefined {
  if (siteUrl !== undefined || (io.env.SITE_URL ?? '') !== '') return undefined;
  const { siteUrl: address } = commandConfig(io, siteUrl);
  return (
    `SITE_URL is not set, so links (sourceUrl, shareUrl) point to ${address}, this computer's own address, ` +
    `which opens only while "${PROGRAM} serve" runs here; set SITE_URL, or --site-url, to the public address of the site.`
  );
}

/** Says siteUrlNote on standard error, when there is something to say. */
export async function noteSiteUrl(io: CommandIo, siteUrl: string | undefined): Promise<void> {
  const note = siteUrlNote(io, siteUrl);
  if (note !== undefined) await write(io.stderr, `${PROGRAM}: ${note}\n`);
}
