import type { SendEstimate } from '../../../../shared/domain/guard'
import { formatEstimate } from '../../../../shared/prices/answer-cost'
import { formatMoney } from '../../../../shared/money'
import { Dialog } from '../../components/Dialog'

const count = new Intl.NumberFormat('en-US')

/** The pre-send check: the message's estimate against the threshold. Enter sends, Escape keeps the text unsent. */
export function PresendDialog({ estimate: e, onAnswer }: { estimate: SendEstimate; onAnswer(send: boolean): void }) {
  return (
    <Dialog title={e.overConversationCap ? 'Send past this conversation’s cap?' : 'Send this expensive message?'} role="alertdialog" onClose={() => onAnswer(false)}>
      {e.overConversationCap ? (
        <p>
          With this message to <strong>{e.model}</strong> (≈ {formatEstimate(e.total ?? '0')}), this conversation would come to{' '}
          <strong>≈ {formatEstimate(e.conversationAfter ?? '0')}</strong>, past your per-conversation cap of {formatMoney(e.conversationCap ?? '0')}.
        </p>
      ) : (
        <p>
          This message to <strong>{e.model}</strong> is estimated at <strong>≈ {formatEstimate(e.total ?? '0')}</strong>, above your pre-send check of{' '}
          {formatMoney(e.threshold ?? '0')}.
        </p>
      )}
      <dl className="presend-figures">
        <dt>Input ({count.format(e.inputTokens)} tokens)</dt>
        <dd>≈ {formatEstimate(e.inputCost ?? '0')}</dd>
        <dt>
          A typical answer (median of your {count.format(e.answers)} with this model)
        </dt>
        <dd>≈ {formatEstimate(e.medianAnswer ?? '0')}</dd>
        {e.overConversationCap && (
          <>
            <dt>This conversation so far</dt>
            <dd>≈ {formatEstimate(e.conversationSoFar ?? '0')}</dd>
          </>
        )}
        {e.balance !== null && (
          <>
            <dt>Your balance</dt>
            <dd>{formatMoney(e.balance)}</dd>
          </>
        )}
      </dl>
      <p className="muted small">Estimates from your own usage history, not a price list. The earlier messages sent along are not counted.</p>
      <div className="row presend-actions">
        <button type="button" onClick={() => onAnswer(false)}>
          Don’t send
        </button>
        <button type="button" className="btn-primary" data-autofocus onClick={() => onAnswer(true)}>
          Send anyway
        </button>
      </div>
    </Dialog>
  )
}
