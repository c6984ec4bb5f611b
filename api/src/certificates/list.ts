import { Op, type WhereOptions } from 'sequelize';
import { CERTIFICATE_SORT_FIELDS, type CertificateListQuery } from '@conf/common';
import type { AppContext } from '../context.js';
import type { CertificateModel } from '../db/models/produces.js';
import { findPage, likePattern, orderBy, sortColumns, type PageWindow } from '../db/list.js';

/** By kind means by kind, then by holder: how the organisers hand them out. */
const SORT = sortColumns(CERTIFICATE_SORT_FIELDS, {
  kind: (d) => [
    ['kind', d],
    ['holderName', 'ASC'],
  ],
});

const SEARCHED = ['holderName', 'holderEmail', 'code', 'thesisTitle'] as const;

/** The organisers' list of issued certificates. */
export function listCertificates(ctx: AppContext, query: CertificateListQuery, window: PageWindow) {
  const like = query.q ? likePattern(query.q) : undefined;
  const where: WhereOptions<CertificateModel> = {
    ...(query.kind ? { kind: query.kind } : {}),
    ...(like ? { [Op.or]: SEARCHED.map((f) => ({ [f]: { [Op.iLike]: like } })) } : {}),
  };
  return findPage(
    ctx.models.Certificate,
    { where, order: orderBy(query.sort, SORT, 'kind'), search: Boolean(like) },
    window,
  );
}
