import { randomBytes } from 'node:crypto';
import {
  certificatesOpenAt,
  formatConferenceTime,
  type CertificateIssueResultDto,
  type CertificateKind,
} from '@conf/common';
import { recordAudit, type AuditActor } from '../audit/record.js';
import { now } from '../clock.js';
import type { AppContext } from '../context.js';
import { AppError } from '../http/errors.js';
import { mailIssuedCertificates } from './mail.js';
import { latestVersion } from '../programme/publish.js';
import { talksOf, type ProgrammeSnapshot } from '../programme/snapshot.js';

/** "7K3M-Q9XD-2HBT-W4RA": 80 random bits, so codes cannot be guessed or enumerated. */
export function newCertificateCode(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const chars = Array.from(randomBytes(16), (b) => alphabet[b % 32]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

interface Holder {
  holderKey: string;
  holderName: string;
  holderEmail: string;
  userId: number | null;
  thesisId: number | null;
  thesisTitle: string | null;
}

/** Approved participants, by their accounts. */
async function attendees(ctx: AppContext): Promise<Holder[]> {
  const participants = await ctx.models.Participant.findAll({
    where: { status: 'accepted' },
    include: [{ association: 'user', attributes: ['id', 'name', 'surname', 'email'] }],
  });
  return participants
    .filter((p) => p.user)
    .map((p) => ({
      holderKey: `user:${p.user!.id}`,
      holderName: `${p.user!.name} ${p.user!.surname}`,
      holderEmail: p.user!.email,
      userId: p.user!.id,
      thesisId: null,
      thesisTitle: null,
    }));
}

/**
 * Who presented: the speakers of the talks in the published programme. Before any programme is
 * published there is nothing to read speakers from, so every accepted abstract's corresponding
 * author counts (the conference may run without publishing its timetable here).
 */
async function presenters(
  ctx: AppContext,
): Promise<{ basis: CertificateIssueResultDto['basis']; holders: Holder[] }> {
  const version = await latestVersion(ctx);
  const speakers: {
    thesisId: number;
    name: string;
    email: string;
    title: string;
    ownerId: number;
  }[] = [];
  let basis: CertificateIssueResultDto['basis'];
  if (version) {
    basis = 'programme';
    for (const slot of talksOf(version.snapshot as ProgrammeSnapshot).values()) {
      if (!slot.speaker) continue;
      speakers.push({
        thesisId: slot.thesisId!,
        name: slot.speaker.name,
        email: slot.speaker.email,
        title: slot.title.en,
        ownerId: slot.ownerId!,
      });
    }
  } else {
    basis = 'acceptedAbstracts';
    const theses = await ctx.models.Thesis.findAll({
      where: { status: 'accepted' },
      include: [{ association: 'authors' }],
    });
    for (const thesis of theses) {
      const authors = [...(thesis.authors ?? [])].sort((a, b) => a.position - b.position);
      const author = authors.find((a) => a.isCorresponding) ?? authors[0];
      if (!author) continue;
      speakers.push({
        thesisId: thesis.id,
        name: `${author.name} ${author.surname}`,
        email: author.email.toLowerCase(),
        title: thesis.title,
        ownerId: thesis.userId,
      });
    }
  }
  const accounts = await ctx.models.User.findAll({
    where: { email: speakers.map((s) => s.email) },
    attributes: ['id', 'email'],
  });
  const accountOf = new Map(accounts.map((u) => [u.email, u.id]));
  return {
    basis,
    holders: speakers.map((s) => ({
      holderKey: `talk:${s.thesisId}:${s.email}`,
      holderName: s.name,
      holderEmail: s.email,
      // The speaker's own account, else the abstract's submitter, who can pass it on.
      userId: accountOf.get(s.email) ?? s.ownerId,
      thesisId: s.thesisId,
      thesisTitle: s.title,
    })),
  };
}

/**
 * Issues every missing certificate of a kind; issuing again never duplicates one (a unique
 * index on the kind and the holder). Only from the conference's last day on.
 */
export async function issueCertificates(
  ctx: AppContext,
  admin: AuditActor,
  kind: CertificateKind,
): Promise<CertificateIssueResultDto> {
  const opens = certificatesOpenAt();
  if (now(ctx) < opens) {
    throw new AppError(409, 'error.certificatesTooEarly', undefined, {
      date: formatConferenceTime(opens, 'en'),
    });
  }
  const { basis, holders } =
    kind === 'attendance'
      ? { basis: 'participants' as const, holders: await attendees(ctx) }
      : await presenters(ctx);
  const { result, mailTo } = await ctx.models.sequelize.transaction(async (t) => {
    const existing = new Set(
      (
        await ctx.models.Certificate.findAll({
          where: { kind },
          attributes: ['holderKey'],
          transaction: t,
          lock: t.LOCK.UPDATE,
        })
      ).map((c) => c.holderKey),
    );
    const fresh = holders.filter((h) => !existing.has(h.holderKey));
    const issuedAt = now(ctx);
    await ctx.models.Certificate.bulkCreate(
      fresh.map((h) => ({ ...h, kind, code: newCertificateCode(), issuedAt, issuedBy: admin.id })),
      { transaction: t, ignoreDuplicates: true },
    );
    await recordAudit(
      ctx.models,
      admin,
      {
        action: 'certificate.issue',
        resource: 'certificate',
        resourceId: kind,
        after: { kind, basis, issued: fresh.length },
      },
      t,
    );
    return {
      result: { kind, issued: fresh.length, existing: holders.length - fresh.length, basis },
      mailTo: [...new Set(fresh.flatMap((h) => (h.userId === null ? [] : [h.userId])))],
    };
  });
  ctx.background.run('certificate mails', () => mailIssuedCertificates(ctx, kind, mailTo));
  return result;
}
