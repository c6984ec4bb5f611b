import {
  conferenceSettingsSchema,
  SETTINGS_SECTIONS,
  SETTINGS_SECTION_NAMES,
  type AdminSettingsDto,
  type ConferenceSettings,
  type SettingsSection,
  type SettingsUpdate,
} from '@conf/common';
import { changedFields, recordAudit, type AuditActor } from '../audit/record.js';
import type { Models } from '../db/models/index.js';
import type { SettingModel } from '../db/models/settings-audit.js';
import type { ChangeFeed } from '../events/changes.js';

type Rows = SettingModel[];

/**
 * The conference settings, read by every request that shows them and saved by organisers one
 * section at a time. Reads come from a copy that any save (on any instance, through the change
 * feed) throws away, so the public site shows a change without a restart.
 */
export class SettingsStore {
  private cached: Promise<Rows> | null = null;

  constructor(
    private readonly models: Models,
    private readonly changes: ChangeFeed,
  ) {
    changes.subscribe('settings', () => {
      this.cached = null;
    });
  }

  private rows(): Promise<Rows> {
    this.cached ??= this.models.Setting.findAll().catch((err: unknown) => {
      this.cached = null;
      throw err;
    });
    return this.cached;
  }

  /** Every section; one never saved reads as its defaults, a stored one is re-validated. */
  async get(): Promise<ConferenceSettings> {
    const stored = Object.fromEntries((await this.rows()).map((r) => [r.section, r.value]));
    return conferenceSettingsSchema.parse(stored);
  }

  async forAdmin(): Promise<AdminSettingsDto> {
    const rows = await this.models.Setting.findAll({
      include: [{ association: 'editor', attributes: ['name', 'surname'] }],
    });
    const updated: AdminSettingsDto['updated'] = {};
    for (const row of rows) {
      updated[row.section] = {
        at: row.updatedAt.toISOString(),
        by: row.editor ? `${row.editor.name} ${row.editor.surname}` : null,
      };
    }
    return { settings: await this.get(), updated };
  }

  /** Saves the given sections whole, in one transaction with their audit events. */
  async update(actor: AuditActor, update: SettingsUpdate): Promise<void> {
    const sections = SETTINGS_SECTION_NAMES.filter((name) => update[name] !== undefined);
    await this.models.sequelize.transaction(async (transaction) => {
      for (const section of sections) {
        const value = SETTINGS_SECTIONS[section].parse(update[section]) as Record<string, unknown>;
        const row = await this.models.Setting.findByPk(section, { transaction, lock: true });
        const before = (row?.value ?? SETTINGS_SECTIONS[section].parse({})) as Record<
          string,
          unknown
        >;
        const diff = changedFields(before, value);
        if (Object.keys(diff.after).length === 0) continue;
        await this.models.Setting.upsert(
          { section, value, updatedBy: actor.id, updatedAt: new Date() },
          { transaction },
        );
        await recordAudit(
          this.models,
          actor,
          { action: 'settings.update', resource: 'settings', resourceId: section, ...diff },
          transaction,
        );
      }
    });
    this.changes.publish('settings');
  }

  /** First start only: a section not saved yet takes the value the environment gives. */
  async seed(section: SettingsSection, value: unknown): Promise<void> {
    const parsed = SETTINGS_SECTIONS[section].parse(value);
    await this.models.Setting.findOrCreate({
      where: { section },
      defaults: { section, value: parsed, updatedBy: null },
    });
    this.changes.publish('settings');
  }
}
