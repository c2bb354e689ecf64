import Foundation

/// The script of live updates, served by ``FormPage`` at ``FormPage/scriptPath``: no framework,
/// no build step, about 2 KB. It sends a field when it changes (`change`, so a text field when
/// it is left, not on each key) as `application/x-www-form-urlencoded` with `_csrf`, `_revision`,
/// `_field` and the field's values, and the header `X-Form-Live: 1`; one request at a time, the
/// fields changed meanwhile queued. It applies a reply's fragments only when the reply's revision
/// is newer than the newest applied; a reload of the row holding the focused control updates the
/// row's other parts and the control's attributes, never its value, checked state or caret. A
/// reloaded row keeps what the person changed in each of its controls since the row was rendered
/// (`value` against `defaultValue`, `checked` against `defaultChecked`, an option's `selected`
/// against `defaultSelected`), so a late reply never puts back an older value. A
/// submit aborts what is pending (`AbortController`). A stale reply (`"stale": true`) turns live
/// updates off: the page then works by full posts, as it does without the script, and holds
/// everything typed. A reply with `"reload": true` (rows that cannot be placed one by one) posts
/// the whole form with the page's hidden Refresh button (`_action=refresh`, no validation), so
/// the page comes back with the new rows and nothing typed is lost — loading it again would lose
/// what the focused field held but had not sent. A character count says what is left (or over) in
/// the page's language: the form carries the sentence's plural forms (`data-count`), and the script
/// picks one with `Intl.PluralRules` for the page's `lang`.
enum LiveScript {
    /// The script's text.
    static let source = #"""
(()=>{const D=document,f=D.querySelector("form[data-live]");if(!f)return;let v=+f.dataset.revision,q=[],b=0,x=0,c=new AbortController,A;
const E=(o,i)=>i&&o.querySelector("#"+CSS.escape(i)),G=i=>E(D,i),s=t=>/^(value|checked|selected)$/.test(t),L=(t,h)=>f.addEventListener(t,h);
L("submit",()=>{c.abort();q=[];x=1});
L("change",e=>{const n=e.target.name;n&&n[0]!="_"&&!x&&(q.includes(n)||q.push(n),p())});
const P=new Intl.PluralRules(D.documentElement.lang),J=JSON.parse(f.dataset.count),C=t=>{const n=G(t.id+":count"),r=n&&n.dataset.max-t.value.length,a=Math.abs(r),m=J[r<0?"over":"left"];n&&(n.textContent=(m[P.select(a)]||m.other).replace("#",a))};
L("input",e=>C(e.target));for(const t of f.querySelectorAll("[maxlength]"))C(t);
async function p(){if(b||x||!q.length)return;b=1;const n=q.shift(),d=new URLSearchParams({_csrf:f.elements._csrf.value,_revision:v,_field:n});
for(const[k,s]of new FormData(f))k==n&&typeof s=="string"&&d.append(k,s);
try{const r=await fetch(f.action,{method:"POST",body:d,headers:{"X-Form-Live":"1"},signal:c.signal}),j=await r.json();
j.stale?x=1:j.reload?f.requestSubmit(G("_r")):r.ok&&j.revision>v&&u(j)}catch{}b=0;p()}
function u(j){A=D.activeElement;for(const g of j.fragments){const o=G(g.id),t=D.createElement("template");
t.innerHTML=g.html;const n=t.content.firstElementChild;if(g.kind[0]=="d"){o?.remove();continue}
if(g.kind[0]=="r"){o&&n&&(k(o,n),o.contains(A)?m(o,n):o.replaceWith(n));continue}
const e=g.kind[0]=="m"?o:n,a=G(g.after),z=G(g.before);e&&(a?a.after(e):z?.before(e))}
v=j.revision;A!=D.activeElement&&A?.focus()}
function k(o,n){for(const e of o.querySelectorAll("input,select,textarea")){const t=E(n,e.id);
if(t)if(e.options)for(const p of e.options){const q=t.options[p.index];q&&p.selected!=p.defaultSelected&&(q.selected=p.selected)}
else{e.value!=e.defaultValue&&(t.value=e.value);e.checked!=e.defaultChecked&&(t.checked=e.checked)}}}
function m(o,n){for(const t of[...o.attributes])n.hasAttribute(t.name)||s(t.name)||o.removeAttribute(t.name);
for(const t of n.attributes)s(t.name)||o.setAttribute(t.name,t.value);if(o==A)return;
const h=[...o.children].find(e=>e.contains(A));let l=E(n,A.id);while(l&&l.parentElement!=n)l=l.parentElement;if(!h||!l)return;
for(const e of[...o.childNodes])e!=h&&e.remove();
const C=[...n.childNodes],i=C.indexOf(l);h.before(...C.slice(0,i));h.after(...C.slice(i+1));m(h,l)}})();
"""#

    /// The script's bytes, as served.
    static let bytes = Array(source.utf8)

    /// The version in the script's address: the first 16 hexadecimal digits of its SHA-256, so
    /// a changed script has a new address and the old one can be cached for ever.
    static let version = String(SHA256.hash(bytes).hexString.prefix(16))
}
