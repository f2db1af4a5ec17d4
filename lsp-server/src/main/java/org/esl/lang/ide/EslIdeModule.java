package org.esl.lang.ide;

import org.eclipse.xtext.ide.server.codeActions.ICodeActionService2;
import org.eclipse.xtext.ide.server.hover.IHoverService;
import org.esl.lang.ide.codeaction.EslCodeActionService;
import org.esl.lang.ide.hover.EslHoverService;

/**
 * The ESL language features of the language server, one package per feature, bound here.
 */
public class EslIdeModule extends AbstractEslIdeModule {

    public Class<? extends IHoverService> bindIHoverService() {
        return EslHoverService.class;
    }

    public Class<? extends ICodeActionService2> bindICodeActionService2() {
        return EslCodeActionService.class;
    }
}
