import { contract, type LetterVerificationDto } from '@conf/common';
import type { AppContext } from '../context.js';
import { AppError, ConflictError } from '../http/errors.js';
import { paginate } from '../db/list.js';
import { handle, handleHttp, type MountedRoute } from '../http/route.js';
import { listLetters } from './list.js';
import { letterPdf } from './pdf.js';
import { presentAdminLetter, presentLetter } from './presenter.js';
import { decideLetter, letterIncludes, requestLetter, viewableLetter } from './service.js';

const routes = contract.letters;

/** Visa invitation letters: the participant's requests, organisers' decisions, verification. */
export function letterRoutes(ctx: AppContext): MountedRoute[] {
  return [
    handle(routes.mine, async ({ user, locale }) => {
      const letters = await ctx.models.InvitationLetter.findAll({
        where: { userId: user.id },
        include: letterIncludes,
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
      });
      return letters.map((l) => presentLetter(l, locale, user));
    }),

    handle(routes.request, async ({ user, input, locale }) =>
      presentLetter(await requestLetter(ctx, user, input.body), locale, user),
    ),

    handleHttp(routes.pdf, async ({ user, input, res }) => {
      const letter = await viewableLetter(ctx, user, input.params.id);
      if (letter.status !== 'approved') throw ConflictError('error.letterNotApproved');
      if (letter.passportPurgedAt) throw ConflictError('error.letterPurged');
      const bytes = await letterPdf(letter, await ctx.settings.get(), ctx.config.publicUrl);
      res.attachment(`invitation-letter-${letter.reference}.pdf`);
      res.type('application/pdf');
      res.set('Cache-Control', 'private, no-store');
      res.send(Buffer.from(bytes));
    }),

    handle(routes.verify, async ({ input }): Promise<LetterVerificationDto> => {
      const letter = await ctx.models.InvitationLetter.findOne({
        where: { reference: input.params.reference, status: 'approved' },
        include: [{ association: 'user', attributes: ['name', 'surname'] }],
      });
      if (!letter) throw new AppError(404, 'error.letterNotFound');
      const user = letter.user;
      return {
        reference: letter.reference!,
        valid: true,
        holder: user ? `${Array.from(user.name)[0] ?? ''}. ${user.surname}` : '',
        issuedAt: letter.decidedAt!.toISOString(),
        stayFrom: letter.stayFrom,
        stayTo: letter.stayTo,
      };
    }),

    handle(routes.adminList, ({ user, input: { query }, locale }) =>
      paginate(
        query,
        (window) => listLetters(ctx, query, window),
        (l) => presentAdminLetter(l, locale, user),
      ),
    ),

    handle(routes.adminGet, async ({ user, input, locale }) =>
      presentAdminLetter(await viewableLetter(ctx, user, input.params.id), locale, user),
    ),

    handle(routes.decide, async ({ user, input, locale }) =>
      presentAdminLetter(await decideLetter(ctx, user, input.params.id, input.body), locale, user),
    ),
  ];
}
