import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from "@headlessui/react";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: React.ReactNode;
  children?: React.ReactNode;
  actions?: React.ReactNode;
};

/** Modal dialog: focus is trapped, Escape and a backdrop click close it (Headless UI). */
export function Dialog({ open, onClose, title, description, children, actions }: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-bold text-ink">{title}</DialogTitle>
          {description ? <div className="mt-2 text-sm text-slate-600">{description}</div> : null}
          {children ? <div className="mt-4">{children}</div> : null}
          {actions ? <div className="mt-6 flex justify-end gap-3">{actions}</div> : null}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
