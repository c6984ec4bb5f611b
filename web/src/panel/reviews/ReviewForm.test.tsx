// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, contract, fillPath, type ReplyOf } from '@conf/common';
import { byLabel, messageOf, person, renderScreen } from '../../test/dom';
import { fieldRefusal, pending, reply, type StandIn, standInApi } from '../../test/stand-in-api';
import { en } from '../../test/fixtures';
import { ReviewForm } from './ReviewForm';

// antd's radio inputs take no pointer events: a person clicks their visible label.

/** An assigned abstract under blind review, not reviewed yet. */
const thesis = {
  id: 31,
  title: 'Spectral methods for shallow water',
  topic: { id: 2, name: 'Applied mathematics' },
  keywords: ['spectral', 'water'],
  status: 'in_editor',
  version: 1,
  submittedAt: '2026-04-01T09:00:00.000Z',
  assignedAt: '2026-04-02T09:00:00.000Z',
  bookmarked: false,
  authors: null,
  blind: true,
  files: [],
  review: null,
  draft: null,
  reviewCurrent: false,
  abilities: { review: true, bookmark: true, decline: true },
} satisfies ReplyOf<typeof contract.reviews.thesis>;

const submit = () => screen.getByRole('button', { name: new RegExp(en('reviewing.form.submit')) });
const group = (key: Parameters<typeof en>[0]) => screen.getByRole('radiogroup', { name: en(key) });

async function score(user: ReturnType<typeof person>, values: [number, number, number]) {
  const criteria = ['originality', 'relevance', 'clarity'] as const;
  for (const [i, criterion] of criteria.entries()) {
    await user.click(within(group(`review.criterion.${criterion}`)).getByText(String(values[i])));
  }
}

describe('the review form', () => {
  it('says which scores and recommendation are missing, and sends nothing', async () => {
    const user = person();
    const requests = standInApi([]);
    renderScreen(<ReviewForm thesis={thesis} />);
    await user.click(within(group('review.criterion.originality')).getByText('4'));
    await user.click(submit());
    await waitFor(() =>
      expect(messageOf(group('review.criterion.relevance'))).toBe(en('validation.reviewScore')),
    );
    expect(messageOf(group('review.criterion.clarity'))).toBe(en('validation.reviewScore'));
    expect(messageOf(group('review.criterion.originality'))).toBeNull();
    expect(messageOf(group('reviewing.form.recommendation'))).toBe(en('validation.required'));
    expect(requests).toHaveLength(0);
  });

  it("sends the review once, shows the API's refusal under its field and keeps what was typed", async () => {
    const user = person();
    const answer = pending<StandIn>();
    const requests = standInApi([{ route: contract.reviews.save, answer: () => answer.promise }]);
    renderScreen(<ReviewForm thesis={thesis} />);
    await score(user, [4, 5, 3]);
    await user.click(
      within(group('reviewing.form.recommendation')).getByText(en('review.recommendation.accept')),
    );
    await user.fill(byLabel(en('reviewing.form.commentForAuthor')), 'Clear and useful.');
    await user.fill(byLabel(en('reviewing.form.confidentialComment')), 'Strong accept.');
    await user.click(submit());
    await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(true));
    await user.click(submit());
    const sent = requests.filter((r) => r.route === contract.reviews.save);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url.pathname).toBe(
      API_PREFIX + fillPath(contract.reviews.save.path, { id: 31 }),
    );
    expect(sent[0]!.body).toEqual({
      originality: 4,
      relevance: 5,
      clarity: 3,
      recommendation: 'accept',
      commentForAuthor: 'Clear and useful.',
      confidentialComment: 'Strong accept.',
    });

    answer.resolve(fieldRefusal({ commentForAuthor: ['Too long for the authors'] }));
    await waitFor(() =>
      expect(messageOf(byLabel(en('reviewing.form.commentForAuthor')))).toBe(
        'Too long for the authors',
      ),
    );
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
    expect((byLabel(en('reviewing.form.confidentialComment')) as HTMLTextAreaElement).value).toBe(
      'Strong accept.',
    );
    // The chosen score is still shown as chosen.
    const five = within(group('review.criterion.relevance')).getByText('5').closest('label');
    expect(five?.className).toContain('ant-radio-button-wrapper-checked');
  });

  it('keeps an unfinished draft on the server, and opens on the draft it keeps', async () => {
    const user = person();
    // What the reviewer saves, and the draft the server keeps of it.
    const unfinished = {
      originality: 3,
      relevance: null,
      clarity: null,
      recommendation: null,
      commentForAuthor: 'Half written',
      confidentialComment: '',
    };
    const kept = { ...unfinished, updatedAt: '2026-04-03T10:00:00.000Z' };
    const requests = standInApi([
      {
        route: contract.reviews.saveDraft,
        answer: () => reply(contract.reviews.saveDraft, { ...thesis, draft: kept }),
      },
    ]);
    const first = renderScreen(<ReviewForm thesis={thesis} />);
    await user.click(within(group('review.criterion.originality')).getByText('3'));
    await user.fill(byLabel(en('reviewing.form.commentForAuthor')), 'Half written');
    await user.click(screen.getByRole('button', { name: en('reviewing.form.saveDraft') }));
    await waitFor(() =>
      expect(requests.filter((r) => r.route === contract.reviews.saveDraft)).toHaveLength(1),
    );
    // Unfinished is fine: what is missing goes as missing, nothing is refused here.
    expect(requests[0]!.body).toEqual(unfinished);
    expect(messageOf(group('review.criterion.relevance'))).toBeNull();
    expect(await screen.findByText(en('reviewing.form.draftSaved'))).toBeTruthy();
    first.unmount();

    // Another device: the form opens on the draft the server keeps.
    renderScreen(<ReviewForm thesis={{ ...thesis, draft: kept }} />);
    expect(await screen.findByText(en('reviewing.form.draftRestored'))).toBeTruthy();
    expect((byLabel(en('reviewing.form.commentForAuthor')) as HTMLTextAreaElement).value).toBe(
      'Half written',
    );
    const three = within(group('review.criterion.originality')).getByText('3').closest('label');
    expect(three?.className).toContain('ant-radio-button-wrapper-checked');
  });

  it('is read-only once the organisers decided', () => {
    standInApi([]);
    renderScreen(
      <ReviewForm
        thesis={{
          ...thesis,
          status: 'accepted',
          abilities: { review: false, bookmark: false, decline: false },
        }}
      />,
    );
    expect(screen.getByText(en('reviewing.form.closed'))).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: new RegExp(en('reviewing.form.submit')) }),
    ).toBeNull();
    expect((byLabel(en('reviewing.form.commentForAuthor')) as HTMLTextAreaElement).disabled).toBe(
      true,
    );
  });
});
