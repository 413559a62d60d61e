/** The admin view of deliveries: workspace members read them; App managers, owners and admins cancel them. */
import type { Delivery } from '../../../../generated/agentteam-dev/types.js';
import type { AccessControl } from './AccessControl.js';
import type { CoreContext } from './CoreContext.js';
import { TERMINAL_STATUSES } from './DeliveryLifecycle.js';
import { DevPlatformError } from './DevPlatformError.js';
import type { DeliveryRow, UserRow } from './DevStore.js';
import { deliveryView } from './views.js';

export class DeliveryAdmin {
  constructor(
    private readonly ctx: CoreContext,
    private readonly access: AccessControl,
  ) {}

  private deliveryDto(delivery: DeliveryRow): Delivery {
    const app = this.ctx.store.getApp(delivery.installation_id);
    return deliveryView(delivery, app?.name ?? '', this.ctx.store.listAttempts(delivery.delivery_id));
  }

  getDelivery(user: UserRow, workspaceId: string, deliveryId: string): Delivery {
    this.access.memberOf(user, workspaceId);
    const delivery = this.ctx.store.getDelivery(deliveryId);
    if (delivery === undefined || delivery.workspace_id !== workspaceId) throw new DevPlatformError('delivery_not_found', `delivery ${deliveryId} not found`);
    return this.deliveryDto(delivery);
  }

  cancelDelivery(user: UserRow, workspaceId: string, deliveryId: string): Delivery {
    const member = this.access.memberOf(user, workspaceId);
    const delivery = this.ctx.store.getDelivery(deliveryId);
    if (delivery === undefined || delivery.workspace_id !== workspaceId) throw new DevPlatformError('delivery_not_found', `delivery ${deliveryId} not found`);
    const app = this.ctx.store.getApp(delivery.installation_id);
    if (app !== undefined) this.access.assertManages(member, app);
    if (delivery.status === 'canceled') return this.deliveryDto(delivery);
    if (TERMINAL_STATUSES.has(delivery.status)) throw new DevPlatformError('delivery_terminal', `delivery ${deliveryId} is already ${delivery.status}`);
    const now = this.ctx.now();
    this.ctx.store.transaction(() => {
      if (delivery.current_attempt_id !== null) this.ctx.store.endAttempt(delivery.current_attempt_id, 'canceled', 'delivery_canceled', now);
      this.ctx.store.updateDelivery({ ...delivery, status: 'canceled', current_attempt_id: null, next_attempt_at: null, updated_at: now });
    });
    this.ctx.options.log(`delivery ${deliveryId} canceled`);
    return this.deliveryDto(this.ctx.store.getDelivery(deliveryId)!);
  }
}
