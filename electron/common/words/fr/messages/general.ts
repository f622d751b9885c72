import type { Translation } from '../../wording';
import type { general as En } from '../../en/messages/general';

export const general: Translation<typeof En> = {
  'general.text': (p) => p.text,
  'general.unexpected': (p) =>
    `Un problème inattendu s’est produit (${p.detail}). Si cela se répète, exportez le diagnostic et envoyez-le au support.`,
};
