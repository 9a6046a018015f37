import { lazy, useState, type ComponentType } from 'react'

// The footer sits below every page's first screen: its code loads beside the page's rather than before it
// (docs/decisions/240). A server-rendered page waits for it before hydrating (main.tsx), so hydration renders the
// footer itself and never a suspended boundary that a parent's update could throw away (React then deletes the
// server's footer and shows it again when the chunk arrives: a flash and a layout shift).
let loaded: ComponentType | undefined

/** Loads the footer's chunk; once it resolves, every footer rendered from then on renders without suspending. */
export function loadSiteFooter(): Promise<ComponentType> {
  return import('./site-footer').then((module) => (loaded = module.SiteFooter))
}

const SuspendingSiteFooter = lazy(() => loadSiteFooter().then((footer) => ({ default: footer })))

/** The footer, from its own chunk: rendered at once when the chunk is there, else through a Suspense boundary. */
export function LazySiteFooter() {
  // Chosen once per mount: switching from the lazy stand-in to the loaded component would remount the footer.
  const [Footer] = useState<ComponentType>(() => loaded ?? SuspendingSiteFooter)
  return <Footer />
}
