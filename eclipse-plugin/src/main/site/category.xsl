<?xml version="1.0" encoding="UTF-8"?>
<!--
  Adds the category "ESL" with the feature to the p2 publisher's content.xml, so that Install New Software
  lists the feature with "Group items by category" checked (its default). The publisher goal the build runs
  (tycho-p2-extras-plugin publish-features-and-bundles) takes no category definition; the unit written here is
  the one p2's category publisher writes for a category.xml with one category.
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="xml" encoding="UTF-8" indent="no"/>
  <xsl:param name="feature" select="'org.esl.eclipse.feature.feature.group'"/>
  <xsl:param name="category" select="'org.esl.eclipse.category'"/>
  <xsl:param name="label" select="'ESL'"/>
  <xsl:param name="description" select="'ESL specifications and transcript checks'"/>

  <xsl:variable name="version" select="/repository/units/unit[@id = $feature]/@version"/>

  <xsl:template match="@*|node()">
    <xsl:copy><xsl:apply-templates select="@*|node()"/></xsl:copy>
  </xsl:template>

  <xsl:template match="/repository/units">
    <xsl:if test="not($version)">
      <xsl:message terminate="yes">content.xml has no unit <xsl:value-of select="$feature"/> to put in a category</xsl:message>
    </xsl:if>
    <units size="{count(unit[@id != $category]) + 1}">
      <xsl:apply-templates select="unit[@id != $category]"/>
      <unit id="{$category}" version="{$version}">
        <properties size="3">
          <property name="org.eclipse.equinox.p2.name" value="{$label}"/>
          <property name="org.eclipse.equinox.p2.description" value="{$description}"/>
          <property name="org.eclipse.equinox.p2.type.category" value="true"/>
        </properties>
        <provides size="1">
          <provided namespace="org.eclipse.equinox.p2.iu" name="{$category}" version="{$version}"/>
        </provides>
        <requires size="1">
          <required namespace="org.eclipse.equinox.p2.iu" name="{$feature}" range="[{$version},{$version}]"/>
        </requires>
        <touchpoint id="null" version="0.0.0"/>
      </unit>
    </units>
  </xsl:template>
</xsl:stylesheet>
