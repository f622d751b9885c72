import type { Translation } from '../../wording';
import type { update as En } from '../../en/messages/update';

export const update: Translation<typeof En> = {
  'update.feed-unreachable': (p) =>
    `La source de mises à jour ${p.feed} est injoignable (${p.reason}). OrderSlip réessaiera plus tard.`,
  'update.feed-status': (p) =>
    `La source de mises à jour ${p.feed} a répondu HTTP ${p.status} pour ${p.file}. OrderSlip réessaiera plus tard.`,
  'update.feed-deadline': (p, f) =>
    `La source de mises à jour ${p.feed} n’a pas répondu en ${f.plural(p.seconds, { one: `${p.seconds} seconde`, other: `${p.seconds} secondes` })}. OrderSlip réessaiera plus tard.`,
  'update.feed-unreadable': (p) =>
    `Le fichier ${p.file} de la source de mises à jour ne décrit pas de version\u202f: ${p.detail}.`,
  'update.available': (p) =>
    `La version ${p.version} est disponible\u202f: elle est téléchargée en arrière-plan.`,
  'update.staged-out': (p) =>
    `La version ${p.version} n’est proposée pour l’instant qu’à ${p.percentage} % des comptoirs, pas encore à celui-ci.`,
  'update.download-mismatch': (p) =>
    `Le téléchargement de la version ${p.version} (${p.file}) n’est pas le fichier décrit par la source (sa somme de contrôle diffère)\u202f: il a été supprimé et sera téléchargé à nouveau plus tard.`,
  'update.download-truncated': (p) =>
    `Le téléchargement de la version ${p.version} (${p.file}) s’est arrêté après ${p.got} octets sur ${p.expected}\u202f: il a été supprimé et sera téléchargé à nouveau plus tard.`,
  'update.download-deadline': (p, f) =>
    `Le téléchargement de la version ${p.version} (${p.file}) ne s’est pas terminé en ${f.plural(p.minutes, { one: `${p.minutes} minute`, other: `${p.minutes} minutes` })}\u202f: il a été supprimé et sera téléchargé à nouveau plus tard.`,
  'update.not-installed': () => 'Cet OrderSlip n’est pas installé\u202f: il ne peut pas se mettre à jour.',
  'update.download-failed': (p) =>
    `La version ${p.version} (${p.file}) n’a pas pu être téléchargée (${p.reason}). OrderSlip réessaiera plus tard.`,
  'update.downloaded': (p) => `La version ${p.version} est téléchargée et vérifiée.`,
  'update.installs-after-closing': (p) =>
    `La version ${p.version} est téléchargée\u202f: elle s’installera après l’heure de fermeture (${p.closingTime}) dès que rien n’imprime ni n’attend, ou au prochain démarrage.`,
  'update.installs-when-idle': (p) =>
    `La version ${p.version} est téléchargée\u202f: elle s’installera dès que rien n’imprime ni n’attend, ou au prochain démarrage.`,
  'update.for-it': (p) =>
    `La version ${p.version} est sortie. OrderSlip est installé pour tous les utilisateurs de ce PC et ne l’installe donc pas lui-même\u202f: l’informatique de la chaîne l’installe, comme elle a installé OrderSlip.`,
  'update.installing': (p) =>
    `La version ${p.version} est en cours d’installation\u202f: OrderSlip redémarre dans un instant.`,
  'update.install-failed': (p) =>
    `La version ${p.version} n’a pas pu être installée (${p.reason}). OrderSlip réessaiera plus tard.`,
  'update.self-check-passed': (p) =>
    `OrderSlip a été mis à jour de ${p.fromVersion} vers ${p.version}\u202f: le moteur tourne, le service répond et chaque imprimante répond.`,
  'update.self-check-failed': (p, f) =>
    `Après la mise à jour de ${p.fromVersion} vers ${p.version}, la vérification d’OrderSlip a échoué\u202f: ${p.failures.map((failure) => f.say(failure)).join(' ')} Pour revenir à ${p.fromVersion}, voir «\u202fMises à jour\u202f» dans le guide de déploiement.`,
  'update.check-failures': (p, f) => p.failures.map((failure) => f.say(failure)).join(' '),
  'update.check-engine-stopped': (p, f) => `Le moteur ne tourne pas\u202f: ${f.say(p.detail)}`,
  'update.check-service-silent': () => 'Le service de commandes n’a pas répondu.',
  'update.check-printer-silent': (p) => `L’imprimante ${p.printer} n’a pas donné son état.`,
};
