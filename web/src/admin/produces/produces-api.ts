import { contract } from '@conf/common';
import { api } from '../../app/api';
import {
  bodyMutation,
  idBodyMutation,
  idQuery,
  plainMutation,
  plainQuery,
} from '../../app/endpoints';

/**
 * The organisers' book of abstracts, letter decisions and certificate issuing (the lists of
 * letters and certificates go through the list scaffold).
 */
export const adminProducesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBookState: plainQuery(build, contract.book.state, ['Book']),
    buildBook: plainMutation(build, contract.book.build, ['Book']),
    getLetter: idQuery(build, contract.letters.adminGet, ['Letter']),
    decideLetter: idBodyMutation(build, contract.letters.decide, ['Letter']),
    issueCertificates: bodyMutation(build, contract.certificates.issue, ['Certificate']),
  }),
});

export const {
  useGetBookStateQuery,
  useBuildBookMutation,
  useGetLetterQuery,
  useDecideLetterMutation,
  useIssueCertificatesMutation,
} = adminProducesApi;
