import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '../app/store';
import { isStaffSession } from './session-slice';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export function useSession() {
  return useAppSelector((state) => state.session);
}

export function useIsStaff(): boolean {
  return useAppSelector((state) => isStaffSession(state.session));
}
