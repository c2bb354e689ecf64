import Foundation

/// The script of live updates, served by ``FormPage`` at ``FormPage/scriptPath``: no framework,
/// no build step, at most 2 KB. It sends a field when it changes (`change`, so a text field when
/// it is left, not on each key) as `application/x-www-form-urlencoded` with `_csrf`, `_revision`,
/// `_field` and the field's values, and the header `X-Form-Live: 1`; one request at a time, the
/// fields changed meanwhile queued. It applies a reply's fragments only when the reply's revision
/// is newer than the newest applied; a reload of the row holding the focused control updates the
/// row's other parts and the control's attributes, never its value, checked state or caret; a
/// submit aborts what is pending (`AbortController`). A stale reply (`"stale": true`) turns live
/// updates off: the page then works by full posts, as it does without the script, and holds
/// everything typed. A reply with `"reload": true` (rows that cannot be placed one by one) loads
/// the page again.
enum LiveScript {
    /// The script's text.
    static let source = #"""
(()=>{const f=document.querySelector("form[data-live]");if(!f)return;let v=+f.dataset.revision,q=[],b=0,x=0,c=new AbortController,A;
f.addEventListener("submit",()=>{c.abort();q=[];x=1});
f.addEventListener("change",e=>{const n=e.target.name;if(!n||n[0]=="_"||x)return;q.includes(n)||q.push(n);p()});
async function p(){if(b||x||!q.length)return;b=1;const n=q.shift(),d=new URLSearchParams;
d.append("_csrf",f.elements._csrf.value);d.append("_revision",v);d.append("_field",n);
for(const[k,s]of new FormData(f))if(k==n&&typeof s=="string")d.append(k,s);
try{const r=await fetch(f.action,{method:"POST",body:d,headers:{"X-Form-Live":"1"},signal:c.signal});const j=await r.json();
if(j.stale)x=1;else if(j.reload)location.reload();else if(r.ok&&j.revision>v)u(j)}catch(e){}b=0;p()}
function u(j){A=document.activeElement;for(const g of j.fragments){const o=document.getElementById(g.id),t=document.createElement("template");
t.innerHTML=g.html||"";const n=t.content.firstElementChild;if(g.kind=="delete"){o&&o.remove();continue}
if(g.kind=="reload"){if(!o||!n)continue;o.contains(A)?m(o,n):o.replaceWith(n);continue}
const e=g.kind=="move"?o:n,a=g.after&&document.getElementById(g.after),z=g.before&&document.getElementById(g.before);
if(!e)continue;if(a)a.after(e);else z&&z.before(e)}
v=j.revision;A&&A!=document.activeElement&&A.focus()}
function m(o,n){for(const t of[...o.attributes])n.hasAttribute(t.name)||s(t.name)||o.removeAttribute(t.name);
for(const t of n.attributes)s(t.name)||o.setAttribute(t.name,t.value);if(o==A)return;
const k=[...o.children].find(e=>e.contains(A));let l=A.id&&n.querySelector("#"+CSS.escape(A.id));
while(l&&l.parentElement!=n)l=l.parentElement;if(!k||!l)return;
while(k.previousSibling)k.previousSibling.remove();while(k.nextSibling)k.nextSibling.remove();
const h=[...n.childNodes],i=h.indexOf(l);k.before(...h.slice(0,i));k.after(...h.slice(i+1));m(k,l)}
function s(t){return t=="value"||t=="checked"||t=="selected"}})();
"""#

    /// The script's bytes, as served.
    static let bytes = Array(source.utf8)

    /// The version in the script's address: the first 16 hexadecimal digits of its SHA-256, so
    /// a changed script has a new address and the old one can be cached for ever.
    static let version = String(SHA256.hash(bytes).hexString.prefix(16))
}
