import {
  CONFERENCE,
  contract,
  type AdminCertificateDto,
  type CertificateDto,
  type CertificateVerificationDto,
} from '@conf/common';
import type { AppContext } from '../context.js';
import type { CertificateModel } from '../db/models/produces.js';
import { AppError } from '../http/errors.js';
import { paginate } from '../db/list.js';
import { handle, handleHttp, type MountedRoute } from '../http/route.js';
import { listCertificates } from './list.js';
import { certificatePdf } from './pdf.js';
import { certificatePolicy } from './policy.js';
import { issueCertificates } from './service.js';

const routes = contract.certificates;

const present = (c: CertificateModel): CertificateDto => ({
  id: c.id,
  kind: c.kind,
  code: c.code,
  holderName: c.holderName,
  thesisId: c.thesisId,
  thesisTitle: c.thesisTitle,
  issuedAt: c.issuedAt.toISOString(),
});

const presentAdmin = (c: CertificateModel): AdminCertificateDto => ({
  ...present(c),
  holderEmail: c.holderEmail,
  userId: c.userId,
});

/** Certificates: the holder's list and PDFs, organisers' issuing, public verification. */
export function certificateRoutes(ctx: AppContext): MountedRoute[] {
  return [
    handle(routes.mine, async ({ user }) => {
      const rows = await ctx.models.Certificate.findAll({
        where: { userId: user.id },
        order: [
          ['kind', 'ASC'],
          ['id', 'ASC'],
        ],
      });
      return rows.map(present);
    }),

    handleHttp(routes.pdf, async ({ user, input, res }) => {
      const certificate = certificatePolicy.authorize(
        user,
        'view',
        await ctx.models.Certificate.findByPk(input.params.id),
      );
      const bytes = await certificatePdf(certificate, ctx.config.publicUrl);
      res.attachment(`certificate-${certificate.kind}-${certificate.code}.pdf`);
      res.type('application/pdf');
      res.set('Cache-Control', 'private, no-store');
      res.send(Buffer.from(bytes));
    }),

    handle(routes.verify, async ({ input }): Promise<CertificateVerificationDto> => {
      const certificate = await ctx.models.Certificate.findOne({
        where: { code: input.params.code },
      });
      if (!certificate) throw new AppError(404, 'error.certificateNotFound');
      return {
        code: certificate.code,
        kind: certificate.kind,
        holderName: certificate.holderName,
        issuedAt: certificate.issuedAt.toISOString(),
        conference: {
          startDate: CONFERENCE.startDate,
          endDate: CONFERENCE.endDate,
          city: CONFERENCE.city,
        },
        thesisTitle: certificate.thesisTitle,
      };
    }),

    handle(routes.adminList, ({ input: { query } }) =>
      paginate(query, (window) => listCertificates(ctx, query, window), presentAdmin),
    ),

    handle(routes.issue, ({ user, input }) => issueCertificates(ctx, user, input.body.kind)),
  ];
}
