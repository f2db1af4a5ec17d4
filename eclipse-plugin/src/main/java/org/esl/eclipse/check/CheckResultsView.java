package org.esl.eclipse.check;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.part.ViewPart;
import org.esl.eclipse.EslPlugin;
import org.esl.eclipse.check.CheckTable.Row;

/**
 * ESL Check Results: the summary of the last check and one line per verdict (transcript, kind, name,
 * verdict, message, line). The same findings are markers on the transcripts, where Problems view and
 * editor show them at the step; double-clicking a row opens its transcript at the step.
 */
public final class CheckResultsView extends ViewPart {

    public static final String ID = "org.esl.eclipse.checkResults";

    private Label summary;
    private TableViewer table;
    private final Consumer<CheckReports> listener = reports -> {
        if (summary != null && !summary.isDisposed()) {
            summary.getDisplay().asyncExec(() -> show(reports));
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        summary = new Label(parent, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(summary);
        table = new TableViewer(parent, SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(table.getControl());
        table.getTable().setHeaderVisible(true);
        table.setContentProvider(ArrayContentProvider.getInstance());
        column("Transcript", 180, Row::transcript);
        column("Kind", 70, Row::kind);
        column("Name", 140, Row::name);
        column("Verdict", 90, Row::verdict);
        column("Line", 50, row -> row.line() == 0 ? "" : String.valueOf(row.line()));
        column("Message", 400, Row::message);
        table.addDoubleClickListener(event -> {
            if (event.getSelection() instanceof IStructuredSelection selection && selection.getFirstElement() instanceof Row row) {
                try {
                    TranscriptSteps.open(getSite().getPage(), row);
                } catch (CoreException e) {
                    ILog.of(getClass()).log(e.getStatus());
                }
            }
        });
        CheckReports reports = EslPlugin.get().checkReports();
        reports.addListener(listener);
        show(reports);
    }

    private void column(String title, int width, Function<Row, String> text) {
        TableViewerColumn column = new TableViewerColumn(table, SWT.NONE);
        column.getColumn().setText(title);
        column.getColumn().setWidth(width);
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((Row) element);
            }
        });
    }

    private void show(CheckReports reports) {
        if (summary.isDisposed()) {
            return;
        }
        summary.setText(reports.heading());
        table.setInput(reports.last().map(CheckTable::rows).orElse(List.of()).toArray());
        summary.getParent().layout();
    }

    /** Opens the view in the window of a command's event. */
    static void show(ExecutionEvent event) throws ExecutionException {
        try {
            HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage().showView(ID);
        } catch (PartInitException e) {
            throw new ExecutionException("the ESL Check Results view cannot open: " + e.getMessage(), e);
        }
    }

    @Override
    public void setFocus() {
        table.getControl().setFocus();
    }

    @Override
    public void dispose() {
        EslPlugin.get().checkReports().removeListener(listener);
        super.dispose();
    }
}
