/** Types of scripts/publish-docs.mjs, for the tests. */
/** Semantic versions, newest first. */
export function newestFirst(versions: string[]): string[];
/** Adds the built site `source` to `site` as `<version>/` (and `latest/` unless a pre-release); throws when that version is published already. Returns the versions now published, newest first. */
export function publish(options: { source: string; site: string; version: string; prerelease?: boolean }): string[];
