import type { SchedulableThesisDto } from '@conf/common';
import type { AppContext } from '../context.js';
import { fullName } from './snapshot.js';

/** Accepted abstracts with their authors and the talk that holds each (if any). */
export async function schedulableTheses(ctx: AppContext): Promise<SchedulableThesisDto[]> {
  const [theses, slots] = await Promise.all([
    ctx.models.Thesis.findAll({
      where: { status: 'accepted' },
      include: [{ association: 'authors' }],
      order: [
        ['topicId', 'ASC'],
        ['title', 'ASC'],
      ],
    }),
    ctx.models.ProgrammeSlot.findAll({ attributes: ['id', 'thesisId'] }),
  ]);
  const slotOf = new Map(slots.filter((s) => s.thesisId).map((s) => [s.thesisId!, s.id]));
  return theses.map((t) => ({
    id: t.id,
    title: t.title,
    topicId: t.topicId,
    authors: [...(t.authors ?? [])]
      .sort((a, b) => a.position - b.position)
      .map((a) => ({ id: a.id, name: fullName(a), isCorresponding: a.isCorresponding })),
    slotId: slotOf.get(t.id) ?? null,
  }));
}
