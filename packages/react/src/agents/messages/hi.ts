import type { AgentMessages } from './en.js';

/**
 * The agents area in Hindi. Hindi with "आप" and the polite imperative.
 */
export const hi: AgentMessages = {
  'agents.title': 'आपके एजेंटों के अनुरोध',
  'agents.empty': 'आपकी मंज़ूरी के लिए कुछ भी बाकी नहीं है।',
  'agents.agent': 'आपका एजेंट',
  'agents.pay': '{agent} {destination} को {amount} भेजना चाहता है।',
  'agents.send': '{agent} {amount} भेजना चाहता है।',
  'agents.to': 'प्राप्तकर्ता: {destination}',
  'agents.payee': '{name} (खाता जिसके अंतिम अंक {last4} हैं)',
  'agents.receives': 'प्राप्तकर्ता को {amount} मिलेंगे।',
  'agents.fees': 'शामिल शुल्क: {amount}।',
  'agents.transferOut': '{agent} आपके खाते से {amount} ट्रांसफ़र करना चाहता है।',
  'agents.transferIn': '{agent} आपके बैंक से आपके खाते में {amount} जोड़ना चाहता है।',
  'agents.asked': 'अनुरोध की तारीख: {date}।',
  'agents.approveBy': '{date} तक मंज़ूरी दें, वरना कीमत की अवधि खत्म हो जाएगी।',
  'agents.approve': 'मंज़ूर करें',
  'agents.approve.label': '{agent} के अनुरोध पर {amount} मंज़ूर करें',
  'agents.reject': 'अस्वीकार करें',
  'agents.reject.label': '{agent} के अनुरोध पर {amount} अस्वीकार करें',
  'agents.reject.title': '{agent} के अनुरोध पर {amount} अस्वीकार करें?',
  'agents.reject.reason': 'कारण (वैकल्पिक)',
  'agents.reject.hint': 'आपका एजेंट यह कारण देखेगा।',
  'agents.reject.confirm': 'अनुरोध अस्वीकार करें',
  'agents.keep': 'वापस जाएँ',
  'agents.notice.approved': 'मंज़ूर: भुगतान जारी है।',
  'agents.notice.rejected': 'अस्वीकार: कुछ नहीं भेजा जाएगा।',
  'agents.notice.failed': 'मंज़ूर किया गया, पर भुगतान नहीं हो सका: कीमत की अवधि खत्म हो गई या बैलेंस कम है। अपने एजेंट से फिर से कोशिश करने को कहें।',
  'agents.notice.gone': 'इस अनुरोध पर पहले ही फ़ैसला हो चुका है या इसे वापस ले लिया गया है।',
};
