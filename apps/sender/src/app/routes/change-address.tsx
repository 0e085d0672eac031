import { ChangeAddressScreen } from '../../features/orders/components/change-address-screen';

export default function ChangeAddressRoute() {
  return <ChangeAddressScreen />;
}
