import { useEffect, useRef } from 'react';
import { askToLeave, setLeaveGuard } from '../../routing/leave-guard';

/**
 * Leaving the wizard with a step changed but not saved asks first: the console's navigation (menu, links, palette)
 * through the leave guard, the browser's back button by holding one history entry, and closing or reloading the tab
 * with the browser's own prompt.
 */
export function useWizardLeaveGuard(): { setDirty: (dirty: boolean) => void; markSaved: () => void } {
  const dirty = useRef(false);
  const holdsEntry = useRef(false);

  useEffect(() => {
    const lift = setLeaveGuard({ isActive: () => dirty.current });
    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (!dirty.current) return;
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    }
    function onPopState() {
      if (!holdsEntry.current) return;
      holdsEntry.current = false;
      if (!dirty.current) {
        history.back();
        return;
      }
      // Back was pressed with unsaved work: stay (hold the entry again) and ask.
      history.pushState(history.state, '', location.href);
      holdsEntry.current = true;
      askToLeave(() => {
        dirty.current = false;
        holdsEntry.current = false;
        history.go(-2);
      });
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    return () => {
      lift();
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  return {
    setDirty: (next) => {
      dirty.current = next;
      if (next && !holdsEntry.current) {
        history.pushState(history.state, '', location.href);
        holdsEntry.current = true;
      }
    },
    markSaved: () => {
      dirty.current = false;
    },
  };
}
